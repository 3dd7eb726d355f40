const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/

/** Refuses keys that could leave the storage root (`..`, absolute paths, odd characters). */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid storage key: ${JSON.stringify(key)}`)
}
