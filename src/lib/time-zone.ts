/**
 * The device's IANA time zone (both targets' platform twins export this one). Asking Intl for
 * the host zone the first time makes ICU read the system's zone: 60-500 ms measured in Chromium
 * on this project's 2 shared cores, inside the start-up task that draws the first page. Every API
 * call sends the zone, so it is asked once and kept while the UTC offset stays the same (a move
 * to another zone or a daylight-saving change alters the offset, and the zone is asked again).
 */
let known: { zone: string; offset: number } | null = null

export function deviceTimeZone(): string {
  const offset = new Date().getTimezoneOffset()
  if (known?.offset === offset) return known.zone
  known = { zone: askTimeZone(offset), offset }
  return known.zone
}

/** Intl's answer; where Intl cannot tell, a fixed-offset zone with the same offset. */
function askTimeZone(offset: number): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (zone) return zone
  } catch {
    // no Intl time zone support on this engine
  }
  const hours = -offset / 60
  // Etc/GMT signs are inverted: Etc/GMT-8 is UTC+8.
  return Number.isInteger(hours) ? `Etc/GMT${hours >= 0 ? '-' : '+'}${Math.abs(hours)}` : 'UTC'
}
