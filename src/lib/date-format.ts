const pad = (n: number) => String(n).padStart(2, '0')

// A fixed numeric pattern in the phone's own time zone: the same in every language, and no Intl,
// whose date support varies between mini-program engines.

/** "2026-12-25" */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** "2026-12-25 09:05" */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  return `${formatDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** 125 000 ms -> "02:05" (minutes:seconds, for a countdown). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`
}
