/**
 * What the shared layers (http, navigation) need to know about the signed-in student, without
 * importing the user feature (imports flow lib -> features -> app). app.tsx connects it.
 */
export interface SessionBridge {
  getToken(): string | null
  clearSession(): void
  /** The page sign-in starts from (account page for store-review builds, spec §4). */
  loginEntry(): string
}

let bridge: SessionBridge = {
  getToken: () => null,
  clearSession: () => {},
  loginEntry: () => '/pages/access/login',
}

export function connectSession(next: SessionBridge) {
  bridge = next
}

export const session = {
  token: () => bridge.getToken(),
  isLoggedIn: () => !!bridge.getToken(),
  clear: () => bridge.clearSession(),
  loginEntry: () => bridge.loginEntry(),
}
