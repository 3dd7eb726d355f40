/**
 * Runs `task` once, at the student's first tap or key press. Code left out of the first route
 * (dialogs, toasts) starts loading then, while the network that just delivered the page is
 * still there, so it is ready before the tap's answer needs it.
 */
export function onFirstInteraction(task: () => void): void {
  if (typeof document === 'undefined') return
  const types = ['pointerdown', 'keydown'] as const
  const run = () => {
    for (const type of types) document.removeEventListener(type, run, true)
    task()
  }
  for (const type of types) document.addEventListener(type, run, { capture: true, passive: true })
}
