import { useState } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { startKeyboardActivation } from '@/lib/overlay-focus'
import { Toggle } from '../Toggle'

let stopKeys: () => void
beforeAll(() => {
  stopKeys = startKeyboardActivation()
})
afterAll(() => stopKeys())

function Harness({ onChange }: { onChange(v: boolean): void }) {
  const [on, setOn] = useState(false)
  return (
    <Toggle
      checked={on}
      label='I understand that this cannot be undone'
      onChange={(v) => {
        setOn(v)
        onChange(v)
      }}
    />
  )
}

describe('Toggle', () => {
  it('is a named switch that says whether it is on, and turns on and off with a tap', () => {
    const onChange = jest.fn()
    render(<Harness onChange={onChange} />)
    const toggle = screen.getByRole('switch', { name: 'I understand that this cannot be undone' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(toggle.className).toContain('toggle--on')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('turns with Space or Enter from the keyboard', () => {
    const onChange = jest.fn()
    render(<Harness onChange={onChange} />)
    const toggle = screen.getByRole('switch')
    act(() => toggle.focus())
    expect(document.activeElement).toBe(toggle)
    fireEvent.keyDown(toggle, { key: ' ' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(toggle, { key: 'Enter' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })
})
