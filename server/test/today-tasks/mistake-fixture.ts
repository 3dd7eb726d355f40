import { newId } from '../../src/db/ids'
import type { App } from '../../src/types'

/** A mistake as the tutor's "mark as mistake" stores it (that API lives on the tutor's side). */
export async function addMistake(app: App, userId: string, question: string, dueAt: string, stage = 0): Promise<string> {
  const id = newId('mis')
  await app.db
    .insertInto('mistakes')
    .values({
      id,
      user_id: userId,
      chat_id: null,
      message_id: null,
      question,
      image_id: null,
      course_id: 2,
      stage,
      next_retest_at: dueAt,
      last_retest_at: null,
      mastered_at: null,
      created_at: '2026-03-01T00:00:00.000Z',
      deleted_at: null,
    })
    .execute()
  return id
}
