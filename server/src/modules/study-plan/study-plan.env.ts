import { Type } from '@sinclair/typebox'

/** The dates a plan may hold, around now (plan-window.ts): anything outside is refused, never stored. */
export const studyPlanEnv = {
  /** How far back an event may start (students note what they did, and fix last term's plan). */
  PLAN_PAST_DAYS: Type.Integer({ default: 365, minimum: 1, maximum: 3650 }),
  /** How far ahead an event or a repeat's end may be (a secondary school's remaining years). */
  PLAN_FUTURE_DAYS: Type.Integer({ default: 1826, minimum: 1, maximum: 3650 }),
}
