/**
 * "Update" in a browser: the store page when one is configured (the app shell), else a reload,
 * which fetches the newest build from the server.
 */
export function applyAppUpdate(downloadUrl: string): void {
  if (downloadUrl) window.location.assign(downloadUrl)
  else window.location.reload()
}
