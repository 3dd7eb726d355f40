import type { OverlayKeys } from './overlay-focus-types'

// Our buttons, options and checkboxes are Views with an ARIA role, not native controls: the
// browser neither moves focus into a dialog nor presses them from the keyboard. This file does
// both, for every overlay and every such control in the app.

const ACTIVATABLE = ['button', 'checkbox', 'tab', 'option', 'radio', 'switch', 'menuitem', 'link']
const NATIVE = ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A']
const FOCUSABLE = '[tabindex]:not([tabindex="-1"]), input, textarea, select, button, a[href]'

const isActivatable = (el: Element | null): el is HTMLElement =>
  !!el && el instanceof HTMLElement && !NATIVE.includes(el.tagName) && ACTIVATABLE.includes(el.getAttribute('role') ?? '')

function visible(el: HTMLElement): boolean {
  if (el.closest('[aria-hidden="true"], [hidden]')) return false
  const style = getComputedStyle(el)
  return style.display !== 'none' && style.visibility !== 'hidden'
}

interface Hold {
  root: () => HTMLElement | null
  keys: OverlayKeys
}
const holds: Hold[] = []

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => visible(el) && el.getAttribute('aria-disabled') !== 'true')
}

/** Arrow keys walk the options of a list box (and choose as they go, as a native select does). */
function moveInListbox(target: HTMLElement, key: string): boolean {
  if (target.getAttribute('role') !== 'option' || (key !== 'ArrowDown' && key !== 'ArrowUp')) return false
  const list = target.closest('[role="listbox"]')
  if (!list) return false
  const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')].filter((el) => el.getAttribute('aria-disabled') !== 'true')
  const next = options[options.indexOf(target) + (key === 'ArrowDown' ? 1 : -1)]
  if (!next) return true
  next.focus()
  next.click()
  return true
}

function onOverlayKey(e: KeyboardEvent, hold: Hold) {
  const root = hold.root()
  if (!root || !root.isConnected) return
  const target = e.target instanceof HTMLElement ? e.target : null
  if (e.key === 'Escape') {
    e.preventDefault()
    hold.keys.onEscape()
  } else if (e.key === 'Tab') {
    const items = focusablesIn(root)
    if (items.length === 0) return e.preventDefault()
    const at = items.indexOf(document.activeElement as HTMLElement)
    const next = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === items.length - 1 ? 0 : at + 1
    e.preventDefault()
    items[next].focus()
  } else if (e.key === 'Enter' && !e.isComposing) {
    // On one of the overlay's own buttons, Enter presses that button (the activation listener);
    // anywhere else in the overlay (its frame, a text field) it confirms.
    if (target && target !== root && root.contains(target) && (isActivatable(target) || (target as HTMLElement).tagName === 'TEXTAREA')) return
    e.preventDefault()
    hold.keys.onEnter()
  }
}

let listening = false
function listen() {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener(
    'keydown',
    (e) => {
      const top = holds[holds.length - 1]
      if (top) onOverlayKey(e, top)
    },
    true,
  )
}

/**
 * Takes focus into the overlay whose root has `rootId` (the first of `initial` found inside it,
 * else the root), keeps Tab inside it, maps Esc to cancel and Enter to confirm. The returned
 * function lets go and gives focus back to where it was.
 */
export function holdFocus(rootId: string, keys: OverlayKeys, initial = '[aria-selected="true"]'): () => void {
  listen()
  const previous = typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null
  const hold: Hold = { root: () => document.getElementById(rootId), keys }
  holds.push(hold)
  const root = hold.root()
  const first = root?.querySelector<HTMLElement>(initial) ?? root
  first?.focus({ preventScroll: false })
  return () => {
    const at = holds.indexOf(hold)
    if (at >= 0) holds.splice(at, 1)
    if (previous && previous.isConnected && previous !== document.body) previous.focus({ preventScroll: true })
  }
}

/** App-wide: Enter and Space press a focused View that has a button-like role; arrows walk list boxes. */
export function startKeyboardActivation(doc: Document = document): () => void {
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as Element | null
    if (!isActivatable(target) || e.defaultPrevented || e.isComposing) return
    if (moveInListbox(target, e.key)) return e.preventDefault()
    if (e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    // A disabled control decides itself what a press does (often: say why it is disabled).
    target.click()
  }
  doc.addEventListener('keydown', onKey)
  return () => doc.removeEventListener('keydown', onKey)
}
