const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A message time for lists: the hour today, else the date in the language's usual order. Plain
 * arithmetic, because Intl is missing on some mini-program runtimes.
 */
export function formatTime(iso: string, lang: string, now = new Date()): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  if (d.toDateString() === now.toDateString()) return `${pad(d.getHours())}:${pad(d.getMinutes())}`
  const year = d.getFullYear() === now.getFullYear() ? '' : String(d.getFullYear())
  if (lang.startsWith('zh')) return `${year ? `${year}年` : ''}${d.getMonth() + 1}月${d.getDate()}日`
  if (lang === 'en') return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}${year ? `/${year}` : ''}`
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}${year ? `/${year}` : ''}`
}
