/**
 * A forced update locks the app to one page (the upgrade page): every other page sends the
 * student there, and that page has no way back. Set by the app start from the version check.
 */
let lockedTo: string | null = null

export const updateGate = {
  lockTo(path: string) {
    lockedTo = path
  },
  lockedTo: () => lockedTo,
  /** For tests. */
  reset() {
    lockedTo = null
  },
}
