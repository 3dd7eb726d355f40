import React from 'react'
import ReactDOM from 'react-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { initI18n, setLanguage } from '@/lib/i18n'
import { startKeyboardActivation } from '@/lib/overlay-focus'
import { alertDialog, chooseAction, closeAllOverlays, confirmDialog, OverlayHost } from '..'

// The host listens for its page being shown (useDidShow): Taro's React bindings outside a page.
createH5NativeComponentConfig(null, React, ReactDOM)
// Each case draws Taro custom elements in jsdom: slow on a loaded machine.
jest.setTimeout(20_000)

const key = (k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...init })

let stopKeys: () => void
beforeAll(() => {
  initI18n('en')
  stopKeys = startKeyboardActivation()
})
afterAll(() => stopKeys())
beforeEach(async () => {
  closeAllOverlays()
  await setLanguage('en')
})

/** The visible name of an element, as aria-labelledby gives it. */
const labelOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent

describe('confirmDialog', () => {
  it('opens a modal alert dialog named by its visible title, with both labels as button names', async () => {
    render(<OverlayHost />)
    let answer: Promise<boolean>
    act(() => {
      answer = confirmDialog({ title: 'Delete this event?', message: 'Chemistry', confirmText: 'Delete event', danger: true })
    })
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(labelOf(dialog)).toBe('Delete this event?')
    expect(screen.getByText('Chemistry')).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Delete event'])
    fireEvent.click(screen.getByRole('button', { name: 'Delete event' }))
    await expect(answer!).resolves.toBe(true)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('answers false on cancel, on a tap outside and on Esc', async () => {
    render(<OverlayHost />)
    for (const dismiss of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
      () => fireEvent.click(document.querySelector('.overlay__mask')!),
      () => key('Escape'),
    ]) {
      let answer: Promise<boolean>
      act(() => {
        answer = confirmDialog({ title: 'Sign out?', confirmText: 'Sign out' })
      })
      act(dismiss)
      await expect(answer!).resolves.toBe(false)
      expect(screen.queryByRole('alertdialog')).toBeNull()
    }
  })

  it('takes any label in any language: the French and Spanish labels the stock dialog refused', async () => {
    await setLanguage('fr')
    render(<OverlayHost />)
    let answer: Promise<boolean>
    act(() => {
      answer = confirmDialog({ title: 'Se déconnecter de Mug Tutor sur cet appareil ?', confirmText: 'Se déconnecter' })
    })
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    await expect(answer!).resolves.toBe(true)
    await setLanguage('es')
    act(() => {
      answer = confirmDialog({ title: '¿Cerrar sesión?', confirmText: 'Cerrar sesión en este dispositivo', cancelText: 'Mantener la sesión abierta' })
    })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mantener la sesión abierta', 'Cerrar sesión en este dispositivo'])
    fireEvent.click(screen.getByRole('button', { name: 'Mantener la sesión abierta' }))
    await expect(answer!).resolves.toBe(false)
  })

  it('confirms with Enter, but Enter on the focused cancel button cancels', async () => {
    render(<OverlayHost />)
    let answer: Promise<boolean>
    act(() => {
      answer = confirmDialog({ title: 'Clear undo history', confirmText: 'Clear history' })
    })
    // Focus starts on the dialog itself, so Enter confirms.
    expect(document.activeElement).toBe(screen.getByRole('alertdialog'))
    act(() => key('Enter'))
    await expect(answer!).resolves.toBe(true)
    act(() => {
      answer = confirmDialog({ title: 'Clear undo history', confirmText: 'Clear history' })
    })
    act(() => key('Tab'))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
    act(() => key('Enter'))
    await expect(answer!).resolves.toBe(false)
  })

  it('keeps Tab inside the dialog and gives focus back to where it was', async () => {
    render(
      <>
        <button type='button'>Sign out</button>
        <OverlayHost />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Sign out' })
    opener.focus()
    let answer: Promise<boolean>
    act(() => {
      answer = confirmDialog({ title: 'Sign out?', confirmText: 'Sign out now' })
    })
    const seen: string[] = []
    for (let i = 0; i < 4; i++) {
      act(() => key('Tab'))
      seen.push(document.activeElement!.textContent!)
    }
    expect(seen).toEqual(['Cancel', 'Sign out now', 'Cancel', 'Sign out now'])
    act(() => key('Tab', { shiftKey: true }))
    expect(document.activeElement!.textContent).toBe('Cancel')
    act(() => key(' '))
    await expect(answer!).resolves.toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('shows a single button for an information', async () => {
    render(<OverlayHost />)
    let done: Promise<void>
    act(() => {
      done = alertDialog({ title: 'Photo reading is off', confirmText: 'OK, I will type it' })
    })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK, I will type it'])
    fireEvent.click(screen.getByRole('button', { name: 'OK, I will type it' }))
    await expect(done!).resolves.toBeUndefined()
  })
})

describe('chooseAction', () => {
  it('lists the actions under a visible title and answers the index chosen', async () => {
    render(<OverlayHost />)
    let picked: Promise<number | null>
    act(() => {
      picked = chooseAction({ title: 'Delete a repeating event', items: [{ label: 'Delete this event only' }, { label: 'Delete all events in the series', danger: true }] })
    })
    const sheet = screen.getByRole('dialog')
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    expect(labelOf(sheet)).toBe('Delete a repeating event')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Delete this event only', 'Delete all events in the series', 'Cancel'])
    fireEvent.click(screen.getByRole('button', { name: 'Delete all events in the series' }))
    await expect(picked!).resolves.toBe(1)
  })

  it('answers null when cancelled, and Enter on the sheet chooses nothing', async () => {
    render(<OverlayHost />)
    let picked: Promise<number | null>
    act(() => {
      picked = chooseAction({ title: 'More', items: [{ label: 'Mark all as read' }] })
    })
    act(() => key('Enter'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(picked!).resolves.toBeNull()
  })
})

describe('hosts', () => {
  it('draws a request on the page in view only, and cancels it when that page goes away', async () => {
    const first = render(<OverlayHost />)
    const second = render(<OverlayHost />)
    let answer: Promise<boolean>
    act(() => {
      answer = confirmDialog({ title: 'Sign out?', confirmText: 'Sign out' })
    })
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    expect(second.container.querySelector('[role="alertdialog"]')).not.toBeNull()
    expect(first.container.querySelector('[role="alertdialog"]')).toBeNull()
    second.unmount()
    await expect(answer!).resolves.toBe(false)
    first.unmount()
  })
})
