// Segments of letters, digits, _ and -, the last one with up to four dotted parts (an app chunk
// such as `app.1a2b3c4d.js.br`): nothing can climb out of the storage root (no `..`, no absolute
// path), even from a key built from a URL.
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[A-Za-z0-9_-]+){0,4}$/

/** Refuses keys that could leave the storage root. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`)
}
