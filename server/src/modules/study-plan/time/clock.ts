/** "Now" for the plan's own reasoning (today, this week, what is due); tests pin it. */
export const clock = {
  now: (): Date => new Date(),
}
