import { Type } from '@sinclair/typebox'

export const remindersEnv = {
  /**
   * How late a reminder may still go out when the servers were stopped at its minute (a restart,
   * a deploy). Later than this it is dropped: "starts in 15 minutes" an hour after the start helps nobody.
   */
  REMINDER_LATE_MAX_MIN: Type.Integer({ default: 30, minimum: 1, maximum: 1440 }),
}
