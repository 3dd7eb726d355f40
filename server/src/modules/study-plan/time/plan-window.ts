import { RRule } from 'rrule'
import type { Config } from '../../../config'
import { AppError } from '../../../errors'

const DAY_MS = 86_400_000

/**
 * The dates a plan may hold: from PLAN_PAST_DAYS before now to PLAN_FUTURE_DAYS after. One policy
 * for every way in (hand edits, instructions, the model's tool calls, presets, exam blocks): a
 * date outside it is refused before anything is stored or previewed (a 400 naming the field, or a
 * question back from the assistant). Year 0001 or 9999 is a typo or a hostile model, never a plan.
 */
export interface PlanWindow {
  from: string
  to: string
}

export type PlanLimits = Pick<Config, 'PLAN_PAST_DAYS' | 'PLAN_FUTURE_DAYS'>

export function planWindow(limits: PlanLimits, now: Date): PlanWindow {
  return {
    from: new Date(now.getTime() - limits.PLAN_PAST_DAYS * DAY_MS).toISOString(),
    to: new Date(now.getTime() + limits.PLAN_FUTURE_DAYS * DAY_MS).toISOString(),
  }
}

/** The window's days as the student reads them in messages (UTC dates: the window is a year wide). */
export const windowDays = (w: PlanWindow) => ({ from: w.from.slice(0, 10), to: w.to.slice(0, 10) })

export function inWindow(instant: string, w: PlanWindow): boolean {
  const at = Date.parse(instant)
  return at >= Date.parse(w.from) && at <= Date.parse(w.to)
}

/** The dates a change names itself (a start, an end, a repeat's UNTIL), checked against the window. */
export interface NamedDates {
  start_at?: string
  end_at?: string
  rrule?: string | null
}

/** The first field naming a date outside the window, or null. */
export function dateOutside(dates: NamedDates, w: PlanWindow): string | null {
  for (const field of ['start_at', 'end_at'] as const) {
    const value = dates[field]
    if (value !== undefined && !inWindow(value, w)) return field
  }
  // An UNTIL before the start is a rule with no occurrences (RRULE_INVALID, checked with the rule).
  const until = untilOf(dates.rrule)
  if (until && Date.parse(until) > Date.parse(w.to)) return 'rrule'
  return null
}

export function checkDates(dates: NamedDates, w: PlanWindow): void {
  const field = dateOutside(dates, w)
  if (field) throw new AppError('DATE_OUT_OF_RANGE', { field, ...windowDays(w) })
}

function untilOf(rrule: string | null | undefined): string | null {
  if (!rrule || !/UNTIL=/i.test(rrule)) return null
  try {
    const until = RRule.parseString(rrule.replace(/^RRULE:/i, '')).until
    return until && !Number.isNaN(until.getTime()) ? until.toISOString() : null
  } catch {
    // An unreadable rule is refused by its own check (RRULE_INVALID), with the rule named.
    return null
  }
}
