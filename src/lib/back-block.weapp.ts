// In the mini-program the page's own config (`disableSwipeBack: true`) does it.
export function blockBack(): () => void {
  return () => {}
}
