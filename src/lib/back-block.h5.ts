/**
 * Keeps the browser's back gesture (iOS swipe-back, Android back, the back button) from leaving
 * the current page. Taro's router reacts to `popstate`; a capture listener on window runs before
 * it, swallows the event and steps forward again to where we were.
 */
export function blockBack(): () => void {
  let restoring = false
  const onPop = (event: PopStateEvent) => {
    event.stopImmediatePropagation()
    if (restoring) {
      restoring = false
      return
    }
    restoring = true
    window.history.go(1)
  }
  // An entry to step forward to: the current page again.
  window.history.pushState(window.history.state, '', window.location.href)
  window.addEventListener('popstate', onPop, true)
  return () => window.removeEventListener('popstate', onPop, true)
}
