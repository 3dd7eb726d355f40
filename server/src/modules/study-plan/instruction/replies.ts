import type { Lang } from '@contract/common'
import type { Texts } from '../../../i18n/locales'
import { textsIn } from '../../../i18n/translate'
import { addDays, sameDate, toInstant, zoneFormat, type LocalDate } from '../../../lib/time'

const MAX_LINES = 8

/** What the parser says back: `replies.<key>` in plan.json; dates and times inside are already formatted. */
export type ReplyKey = keyof Texts<'plan'>['replies']

interface Timed {
  start_at: string
  end_at: string
  all_day: boolean
  title?: string
}

/** Writes replies in one language, with dates and times in the student's zone. */
export class Speaker {
  private readonly dayFormat: Intl.DateTimeFormat
  private readonly timeFormat: Intl.DateTimeFormat
  private readonly weekdayFormat: Intl.DateTimeFormat
  /** The study plan's words in this language (locales/<lang>/plan.json). */
  readonly texts: ReturnType<typeof textsIn<'plan'>>

  constructor(
    readonly lang: Lang,
    private readonly zone: string,
  ) {
    this.texts = textsIn(lang, 'plan')
    this.dayFormat = zoneFormat(lang, zone, { weekday: 'short', day: 'numeric', month: 'short' })
    this.timeFormat = zoneFormat(lang, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    // Weekday names of plain calendar days (LocalDate read as a UTC midnight).
    this.weekdayFormat = zoneFormat(lang, 'UTC', { weekday: lang.startsWith('zh') ? 'short' : 'long' })
  }

  say(key: ReplyKey, params: Record<string, string | number> = {}): string {
    return this.texts(`replies.${key}`, params)
  }

  day(instant: string): string {
    return this.dayFormat.format(new Date(instant))
  }

  time(instant: string): string {
    return this.timeFormat.format(new Date(instant))
  }

  hours(e: Timed): string {
    return e.all_day ? this.say('allDay') : `${this.time(e.start_at)}–${this.time(e.end_at)}`
  }

  /** "Thu 12 Mar, 15:00–17:00". */
  when(e: Timed): string {
    return `${this.day(e.start_at)}${this.lang.startsWith('zh') ? ' ' : ', '}${this.hours(e)}`
  }

  /** Several days in one phrase: "Thu 12 Mar, Fri 13 Mar and Sat 14 Mar", "3月12日周四、3月13日周五和3月14日周六". */
  days(instants: string[]): string {
    return new Intl.ListFormat(this.lang, { type: 'conjunction' }).format(instants.map((i) => this.day(i)))
  }

  line(e: Timed): string {
    return `• ${this.day(e.start_at)} ${this.hours(e)} ${e.title ?? ''}`.trimEnd()
  }

  /** "Maths (Fri 13 Mar, 10:00–11:00), Piano (…)" on one line. */
  items(events: Timed[]): string {
    const zh = this.lang.startsWith('zh')
    return events.map((e) => (zh ? `${e.title}（${this.when(e)}）` : `${e.title} (${this.when(e)})`)).join(zh ? '、' : ', ')
  }

  lines(events: Timed[]): string {
    const shown = events.slice(0, MAX_LINES).map((e) => this.line(e))
    if (events.length > MAX_LINES) shown.push(this.say('more', { n: events.length - MAX_LINES }))
    return shown.join('\n')
  }

  /** Weekday names of a weekly rule: "Monday, Wednesday", "周一、周三". */
  weekdays(days: number[]): string {
    // 1 March 2026 is a Sunday, so day d of that week has weekday d.
    const names = [...days]
      .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
      .map((d) => this.weekdayFormat.format(new Date(Date.UTC(2026, 2, 1 + d))))
    return names.join(this.lang.startsWith('zh') ? '、' : ', ')
  }

  /** A period as a phrase that fits after "Nothing planned …": "on Thu 12 Mar", "du lun. 9 mars au dim. 15 mars". */
  range(from: string, to: string, days?: { from: LocalDate; to: LocalDate }): string {
    const l = this.lang
    if (days && sameDate(addDays(days.from, 1), days.to)) {
      const d = this.day(from)
      return l === 'en' ? `on ${d}` : l === 'fr' ? `le ${d}` : l === 'es' ? `el ${d}` : d
    }
    if (days) {
      const a = this.day(from)
      const b = this.day(toInstant(addDays(days.to, -1), 0, this.zone))
      return l === 'en' ? `from ${a} to ${b}` : l === 'fr' ? `du ${a} au ${b}` : l === 'es' ? `del ${a} al ${b}` : `${a}至${b}`
    }
    const span = `${this.day(from)} ${this.time(from)}–${this.time(to)}`
    return l === 'en' ? `on ${span}` : l === 'fr' ? `le ${span}` : l === 'es' ? `el ${span}` : span
  }
}
