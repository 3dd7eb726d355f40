const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

/** RFC 3339 in Beijing time without fractions, the form WeChat Pay writes and expects: 2026-11-22T22:07:53+08:00. */
export function wechatTime(at: Date): string {
  return `${new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}
