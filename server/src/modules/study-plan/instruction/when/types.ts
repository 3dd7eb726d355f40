import type { Lang } from '@contract/common'
import { type LocalDate } from '../../../../lib/time'

/** Recognisers are written per language family; both Chinese scripts share one set. */
export type Family = 'en' | 'fr' | 'es' | 'zh'
export const familyOf = (lang: Lang): Family => (lang === 'zh-Hans' || lang === 'zh-Hant' ? 'zh' : lang)

export type PartOfDay = 'early' | 'morning' | 'noon' | 'afternoon' | 'evening' | 'night'

/**
 * A part of day said without a clock time ("samedi matin", "周日下午") starts at `hour`; a question
 * about it ("am I free on Saturday afternoon?") covers `from`–`to`. `pm` turns "下午三点" into 15:00.
 */
export const PARTS: Record<PartOfDay, { hour: number; from: number; to: number; pm: boolean }> = {
  early: { hour: 7, from: 5, to: 9, pm: false },
  morning: { hour: 9, from: 6, to: 12, pm: false },
  noon: { hour: 12, from: 11, to: 14, pm: false },
  afternoon: { hour: 15, from: 12, to: 18, pm: true },
  evening: { hour: 19, from: 18, to: 24, pm: true },
  night: { hour: 21, from: 20, to: 24, pm: true },
}

export interface Clock {
  h: number
  m: number
  meridiem?: 'am' | 'pm'
  /** Written in 24-hour style ("07:00", "19h", or read by chrono): no am/pm guessing. */
  exact?: boolean
  /** Said in words ("à cinq heures"): spoken French uses the 12-hour clock, so it is guessed as elsewhere. */
  spoken?: boolean
}

export interface Repeat {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY'
  /** 0 = Sunday … 6 = Saturday; empty means the weekday of the first occurrence. */
  byday: number[]
  interval: number
}

/** What was said that cannot be: "April 31", "26:00", "every 0 weeks", "0 times", "for 0 minutes". */
export type ProblemKind = 'date' | 'time' | 'repeat' | 'count' | 'duration'
export interface Problem {
  kind: ProblemKind
  /** The words as the student wrote them. */
  said: string
}

export interface When {
  date?: LocalDate
  /** The date came from a bare weekday name, so an add in the past means next week's. */
  dateFromWeekday?: boolean
  /** A week, weekend or month (`to` exclusive). */
  period?: { from: LocalDate; to: LocalDate }
  /** Several days for one new event ("Monday, Wednesday and Friday", "周末两天"), in order; `date` is the first. */
  dates?: LocalDate[]
  /** "both days" was said: every day of the weekend said. */
  allDays?: boolean
  start?: Clock
  end?: Clock
  part?: PartOfDay
  /** The whole part of the day was said ("一下午", "all afternoon"): from its start to its end. */
  wholePart?: boolean
  /** "一下课", "after class": when the day's last class in the plan ends (the plan is the timetable). */
  afterClass?: boolean
  durationMin?: number
  repeat?: Repeat
  until?: LocalDate
  /** How long a series lasts from its first day ("for two weeks", "持续一个月"). */
  lasts?: { n: number; unit: 'day' | 'week' | 'month' }
  count?: number
  /** Set from a relative time ("in 20 minutes"): the start is exact, not a guess. */
  relative?: boolean
  problem?: Problem
}

export const hasDay = (w: When) => !!(w.date || w.period)
export const hasTime = (w: When) => !!(w.start || w.part)
export const isEmpty = (w: When) => !hasDay(w) && !hasTime(w) && !w.repeat && w.durationMin === undefined
