import { readString, writeString } from './storage'

const KEY = 'device-id'

/**
 * This installation's id (sent to the server after sign-in, for push and the session list).
 * Made once and kept in storage; null when storage cannot be read or written.
 */
export function deviceId(): string | null {
  try {
    const saved = readString(KEY)
    if (saved) return saved
    const made = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
    writeString(KEY, made)
    return readString(KEY)
  } catch {
    return null
  }
}
