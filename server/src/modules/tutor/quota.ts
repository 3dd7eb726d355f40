import type { Executor } from '../chat'
import { creditQuestions } from '../user'

export const isVip = (vipUntil: string | null, now = Date.now()): boolean => !!vipUntil && Date.parse(vipUntil) > now

/** Gives back a question whose first answer failed before saying anything. */
export async function giveQuestionBack(db: Executor, userId: string, chatId: string): Promise<void> {
  // Only a chat still marked charged refunds, and unmarking it is the same conditional step: once.
  // 2 = refunded: writing that answer again takes a question again.
  const unmarked = await db
    .updateTable('chats')
    .set({ charged: 2 })
    .where('id', '=', chatId)
    .where('user_id', '=', userId)
    .where('charged', '=', 1)
    .executeTakeFirst()
  if (Number(unmarked.numUpdatedRows) === 0) return
  await creditQuestions(db, userId, 1)
}
