import { del, move, moveSeries, type ExpectedOp } from './fixture'

/**
 * Expected operations shared by the same kind of row in every language (issue 12's kinds: bulk
 * changes, habits edited as a whole, ambiguous scope). Now: Wednesday 11 March 2026, 10:30.
 */

/** Everything on Thursday 12 March, 30 minutes later (each occurrence on its own). */
export const THURSDAY_LATER_30: ExpectedOp[] = [
  move('vocab', '2026-03-12T07:00', '2026-03-12T07:30', '2026-03-12T08:00'),
  move('chem', '2026-03-12T14:00', '2026-03-12T14:30', '2026-03-12T15:30'),
  move('phys-rev', null, '2026-03-12T19:30', '2026-03-12T20:30'),
  move('callig', '2026-03-12T20:00', '2026-03-12T20:30', '2026-03-12T21:00'),
  move('reading', '2026-03-12T21:00', '2026-03-12T21:30', '2026-03-12T22:00'),
]

/** Tomorrow (Thursday) evening cleared. */
export const TOMORROW_EVENING_CANCELLED: ExpectedOp[] = [
  del('phys-rev', null),
  del('callig', '2026-03-12T20:00'),
  del('reading', '2026-03-12T21:00'),
]

/** The two piano lessons of next week. */
export const NEXT_WEEK_PIANO_CANCELLED: ExpectedOp[] = [del('piano', '2026-03-16T18:00'), del('piano', '2026-03-18T18:00')]

/** Everything on Friday 13 moved to Saturday 14 at the same times. */
export const FRIDAY_TO_SATURDAY: ExpectedOp[] = [
  move('vocab', '2026-03-13T07:00', '2026-03-14T07:00', '2026-03-14T07:30'),
  move('maths-fri', null, '2026-03-14T10:00', '2026-03-14T11:00'),
  move('callig', '2026-03-13T20:00', '2026-03-14T20:00', '2026-03-14T20:30'),
  move('reading', '2026-03-13T21:00', '2026-03-14T21:00', '2026-03-14T21:30'),
]

/** This evening's events, an hour later. */
export const TONIGHT_LATER_60: ExpectedOp[] = [
  move('piano', '2026-03-11T18:00', '2026-03-11T19:00', '2026-03-11T20:00'),
  move('callig', '2026-03-11T20:00', '2026-03-11T21:00', '2026-03-11T21:30'),
  move('reading', '2026-03-11T21:00', '2026-03-11T22:00', '2026-03-11T22:30'),
]

/** The daily reading (next: tonight 21:00) at another time, every day. */
export const readingEveryDayAt = (start: string, end: string) => [moveSeries('reading', '2026-03-11T21:00', `2026-03-11T${start}`, `2026-03-11T${end}`)]
/** The daily calligraphy (next: tonight 20:00) at 20:30, every day. */
export const CALLIGRAPHY_EVERY_DAY_2030 = [moveSeries('callig', '2026-03-11T20:00', '2026-03-11T20:30', '2026-03-11T21:00')]
/** Every piano lesson (next: tonight 18:00) at another time. */
export const pianoAlwaysAt = (start: string, end: string) => [moveSeries('piano', '2026-03-11T18:00', `2026-03-11T${start}`, `2026-03-11T${end}`)]
/** The weekday vocabulary (next: tomorrow 07:00) at 06:45. */
export const VOCAB_WEEKDAYS_0645 = [moveSeries('vocab', '2026-03-12T07:00', '2026-03-12T06:45', '2026-03-12T07:15')]

/** "Cancel reading": the next one, or the habit. */
export const READING_CANCELLED = { ops: [del('reading', '2026-03-11T21:00')], alt: [del('reading', null, 'series')] }
/** "Push reading back half an hour": tonight's, or every day. */
export const READING_LATER_30 = {
  ops: [move('reading', '2026-03-11T21:00', '2026-03-11T21:30', '2026-03-11T22:00')],
  alt: readingEveryDayAt('21:30', '22:00'),
}
/** "Move chemistry to Friday": this week's class, or the weekly class. */
export const CHEMISTRY_TO_FRIDAY = {
  ops: [move('chem', '2026-03-12T14:00', '2026-03-13T14:00', '2026-03-13T15:00')],
  alt: [moveSeries('chem', '2026-03-12T14:00', '2026-03-13T14:00', '2026-03-13T15:00')],
}
/** "Move piano to 8pm": a new time names the habit (every lesson); the next lesson only is offered too. */
export const PIANO_AT_8PM = {
  ops: pianoAlwaysAt('20:00', '21:00'),
  alt: [move('piano', '2026-03-11T18:00', '2026-03-11T20:00', '2026-03-11T21:00')],
}
