import type { DigestWeek } from '@contract/parent-digest'
import { SHARE_TOKEN_PATTERN } from '@contract/parent-digest-rules'

const TOKEN = new RegExp(SHARE_TOKEN_PATTERN)

/** Bar heights of the focus chart in percent of the tallest day (a day with minutes shows at least a sliver). */
export function barHeights(minutes: number[]): number[] {
  const max = Math.max(0, ...minutes)
  if (max === 0) return minutes.map(() => 0)
  return minutes.map((m) => (m <= 0 ? 0 : Math.max(4, Math.round((m / max) * 100))))
}

/** The comparison with last week, as a sign the page shows beside a figure. */
export function trend(now: number, before: number): 'up' | 'down' | 'same' {
  if (now > before) return 'up'
  if (now < before) return 'down'
  return 'same'
}

/** Whether a week has anything to show in the sections chosen (an empty week says so plainly). */
export function weekIsEmpty(week: DigestWeek): boolean {
  return (
    (week.plan?.planned ?? 0) === 0 &&
    (week.focus?.total ?? 0) === 0 &&
    (week.questions?.asked ?? 0) === 0 &&
    (week.mistakes?.retested ?? 0) === 0
  )
}

/** The link's token from the page's query (`t`), or '' when it cannot be one (nothing is asked then). */
export function tokenFrom(params: Record<string, string | undefined>): string {
  const t = (params.t ?? '').trim()
  return TOKEN.test(t) ? t : ''
}
