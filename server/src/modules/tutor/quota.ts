import { unmarkCharged, type Executor } from '../chat'
import { creditQuestions } from '../user'

export const isVip = (vipUntil: string | null, now = Date.now()): boolean => !!vipUntil && Date.parse(vipUntil) > now

/** Gives back a question whose first answer failed before saying anything. */
export async function giveQuestionBack(db: Executor, userId: string, chatId: string): Promise<void> {
  // Only a chat still marked charged refunds, and unmarking it is the same conditional step: once.
  if (!(await unmarkCharged(db, userId, chatId))) return
  await creditQuestions(db, userId, 1)
}
