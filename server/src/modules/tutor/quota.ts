import type { Executor } from '../chat/chat.repository'

export const isVip = (vipUntil: string | null, now = Date.now()): boolean => !!vipUntil && Date.parse(vipUntil) > now

/**
 * Takes one question from the student's allowance. A single conditional UPDATE, so concurrent
 * asks can never take the count below zero. Returns what is left after it (from the same
 * statement, so each ask sees its own count), or null when none was left.
 */
export async function takeQuestion(db: Executor, userId: string): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ left_question_num: eb('left_question_num', '-', 1) }))
    .where('id', '=', userId)
    .where('left_question_num', '>', 0)
    .returning('left_question_num')
    .executeTakeFirst()
  return row ? row.left_question_num : null
}

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
  await db
    .updateTable('users')
    .set((eb) => ({ left_question_num: eb('left_question_num', '+', 1) }))
    .where('id', '=', userId)
    .execute()
}
