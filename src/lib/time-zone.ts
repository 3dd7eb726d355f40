import { readString, writeString } from './storage'

/**
 * The device's IANA time zone (both targets' platform twins export this one). Asking Intl for
 * the host zone the first time makes ICU load its zone data: 60-500 ms measured in Chromium on
 * this project's 2 shared cores (×4 on Lighthouse's mid-range phone), inside the start-up task
 * that draws the first page. Every API call sends the zone, so:
 * - it is asked once and kept while the UTC offset stays the same (a move to another zone or a
 *   daylight-saving change alters the offset, and the zone is asked again);
 * - the answer is remembered in storage with its offset, so a returning student's start-up uses
 *   it without asking ICU; Intl is asked again VERIFY_AFTER_MS later, off the first page's path,
 *   and its answer replaces the remembered one (a move between two zones with the same offset:
 *   until then the requests carried a zone with the right offset, so "today" was right).
 */
const KEY = 'time-zone'
const VERIFY_AFTER_MS = 10_000

let known: { zone: string; offset: number } | null = null
let verifyPlanned = false

export function deviceTimeZone(): string {
  const offset = new Date().getTimezoneOffset()
  const zone = knownTimeZone()
  if (zone !== null) return zone
  known = { zone: askTimeZone(offset), offset }
  remember(known)
  return known.zone
}

/**
 * The zone if it is known without asking Intl (asked already, or remembered with today's UTC
 * offset), else null: for a call whose answer does not depend on the zone, such as the start-up
 * call, so a first visit's first page does not pay ICU's zone load.
 */
export function knownTimeZone(): string | null {
  const offset = new Date().getTimezoneOffset()
  if (known?.offset === offset) return known.zone
  const remembered = readRemembered()
  if (remembered?.offset !== offset) return null
  known = remembered
  planVerify()
  return known.zone
}

function planVerify() {
  if (verifyPlanned) return
  verifyPlanned = true
  setTimeout(() => {
    const offset = new Date().getTimezoneOffset()
    known = { zone: askTimeZone(offset), offset }
    remember(known)
  }, VERIFY_AFTER_MS)
}

function readRemembered(): { zone: string; offset: number } | null {
  try {
    const saved = JSON.parse(readString(KEY) ?? 'null') as { zone?: unknown; offset?: unknown } | null
    return typeof saved?.zone === 'string' && saved.zone !== '' && typeof saved.offset === 'number'
      ? { zone: saved.zone, offset: saved.offset }
      : null
  } catch {
    return null // unreadable storage or an old value: ask Intl
  }
}

function remember(value: { zone: string; offset: number }) {
  try {
    writeString(KEY, JSON.stringify(value))
  } catch {
    // storage full or refused: asked again on the next start
  }
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
