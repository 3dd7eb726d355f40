/** Reloads the whole page: the way out of a page whose code failed to load. */
export function reloadPage() {
  window.location.reload()
}
