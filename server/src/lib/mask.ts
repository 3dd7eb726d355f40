/**
 * A phone number fit for the log: `+8613800000000` -> `+86138****0000`. Enough is kept to tell
 * numbers apart while reading a log, never enough to call the student: at least four digits go.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length)
  const tail = phone.slice(-4)
  const head = phone.slice(0, Math.min(6, Math.max(0, phone.length - 8)))
  return `${head}${'*'.repeat(phone.length - head.length - 4)}${tail}`
}

/** An opaque id (openid, request ids tied to a person) cut to its first characters. */
export function maskId(id: string): string {
  return id.length <= 6 ? '***' : `${id.slice(0, 6)}***`
}
