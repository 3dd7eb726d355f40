import { act, fireEvent, render, screen } from '@testing-library/react'
import { startKeyboardActivation } from '@/lib/overlay-focus'
import { Button } from '../Button'

let stopKeys: () => void
beforeAll(() => {
  stopKeys = startKeyboardActivation()
})
afterAll(() => stopKeys())

describe('Button', () => {
  it('acts on a tap and on Enter or Space from the keyboard', () => {
    const onPress = jest.fn()
    render(<Button onPress={onPress}>Get code</Button>)
    const button = screen.getByRole('button', { name: 'Get code' })
    fireEvent.click(button)
    act(() => button.focus())
    expect(document.activeElement).toBe(button)
    fireEvent.keyDown(button, { key: 'Enter' })
    fireEvent.keyDown(button, { key: ' ' })
    expect(onPress).toHaveBeenCalledTimes(3)
  })

  it('does nothing while disabled, and says why when tapped', () => {
    const onPress = jest.fn()
    const { rerender } = render(
      <Button disabled why='Tick the box above first' testId='destroy-confirm' onPress={onPress}>
        Delete my account
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete my account' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('status')).toBeNull()
    fireEvent.click(button)
    fireEvent.keyDown(button, { key: 'Enter' })
    expect(onPress).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Tick the box above first')
    expect(screen.getByTestId('destroy-confirm-why')).toBeInTheDocument()
    // Once the reason is gone, so is the message, and the button acts.
    rerender(
      <Button why='Tick the box above first' testId='destroy-confirm' onPress={onPress}>
        Delete my account
      </Button>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('says nothing when disabled without a reason', () => {
    const onPress = jest.fn()
    render(
      <Button disabled onPress={onPress}>
        Accept
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onPress).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('ignores taps while busy (no second request)', () => {
    const onPress = jest.fn()
    render(
      <Button busy onPress={onPress}>
        Pay ¥49.90
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Pay ¥49.90' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    fireEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })
})
