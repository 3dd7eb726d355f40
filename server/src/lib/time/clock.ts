/**
 * "Now" for every server module (today, this week, what is due, streaks, reviews). One object so
 * tests pin it with `jest.spyOn(clock, 'now')` wherever it is read.
 */
export const clock = {
  now: (): Date => new Date(),
}
