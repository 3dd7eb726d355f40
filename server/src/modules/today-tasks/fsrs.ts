import type { RetestResultKind } from '@contract/today-tasks'
import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs'
import type { Selectable } from 'kysely'
import type { MistakesTable } from '../mistakes'

/**
 * FSRS (the scheduler modern Anki uses, from the `ts-fsrs` library): each mistake keeps its own
 * stability (how many days it stays 90 % likely to be remembered) and difficulty, updated by each
 * re-test's grade. Intervals are whole days (no same-day learning steps: a re-test is a daily
 * task), without fuzz (the student and the tests see the same schedule), at most a year.
 */
const scheduler = fsrs({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: false })

/** The four grades of a checked re-test, as FSRS reads them. */
const GRADES: Record<RetestResultKind, Grade> = { wrong: Rating.Again, helped: Rating.Hard, solved: Rating.Good, fast: Rating.Easy }

/** An interval this long means the item is in long-term memory ("mastered"); it still comes back. */
export const MASTERED_DAYS = 21

export type MistakeMemory = Pick<
  Selectable<MistakesTable>,
  'fsrs_state' | 'fsrs_stability' | 'fsrs_difficulty' | 'fsrs_reps' | 'fsrs_lapses' | 'fsrs_scheduled_days' | 'last_retest_at' | 'next_retest_at' | 'created_at'
>

function cardOf(m: MistakeMemory): Card {
  if (Number(m.fsrs_state) === State.New || m.fsrs_stability === null || m.fsrs_difficulty === null) return createEmptyCard(new Date(m.created_at))
  return {
    due: new Date(m.next_retest_at),
    stability: Number(m.fsrs_stability),
    difficulty: Number(m.fsrs_difficulty),
    elapsed_days: 0,
    scheduled_days: Number(m.fsrs_scheduled_days),
    learning_steps: 0,
    reps: Number(m.fsrs_reps),
    lapses: Number(m.fsrs_lapses),
    state: Number(m.fsrs_state) as State,
    // Carried over from the fixed stages without a date: the interval began `scheduled_days` before it was due.
    last_review: new Date(m.last_retest_at ?? Date.parse(m.next_retest_at) - Number(m.fsrs_scheduled_days) * 86_400_000),
  }
}

export interface Review {
  /** Local days until the next re-test (at least 1). */
  days: number
  memory: Pick<MistakeMemory, 'fsrs_state' | 'fsrs_stability' | 'fsrs_difficulty' | 'fsrs_reps' | 'fsrs_lapses' | 'fsrs_scheduled_days'>
}

/**
 * The memory after one re-test answered at `now`. A wrong answer comes back the next day
 * whatever FSRS would wait (a student re-practises a method they just got wrong), while its
 * memory state takes the lapse; otherwise the interval is FSRS's, in whole local days.
 */
export function review(m: MistakeMemory, result: RetestResultKind, now: Date): Review {
  const { card } = scheduler.next(cardOf(m), now, GRADES[result])
  const days = result === 'wrong' ? 1 : Math.max(1, Math.round(card.scheduled_days))
  return {
    days,
    memory: {
      fsrs_state: card.state,
      fsrs_stability: card.stability,
      fsrs_difficulty: card.difficulty,
      fsrs_reps: card.reps,
      fsrs_lapses: card.lapses,
      fsrs_scheduled_days: days,
    },
  }
}
