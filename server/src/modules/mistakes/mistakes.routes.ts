import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { Empty } from '@contract/common'
import { MessageRef, MistakeEntry } from '@contract/chat'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { findMessage } from '../chat'
import { guessCourse } from './course-guess'
import { markMistake, unmarkMistake } from './mistakes.repository'

/** "Mark as a mistake" on a question the student asked: the notebook daily tasks re-test from. */
export default async function mistakeRoutes(app: App) {
  const questionOf = async (userId: string, messageId: string) => {
    const message = await findMessage(app.db, userId, messageId)
    if (!message || message.role !== 'user') throw new AppError('MESSAGE_NOT_FOUND')
    return message
  }

  app.post(PATHS.chat.mistake, { schema: { body: MessageRef, response: { 200: Envelope(MistakeEntry) } } }, async (req) => {
    const { userId } = sessionOf(req)
    const message = await questionOf(userId, req.body.message_id)
    const entry = await markMistake(app.db, {
      userId,
      chatId: message.chat_id,
      messageId: message.id,
      question: message.content,
      imageId: message.image_id,
      courseId: guessCourse(message.content),
      zone: req.timeZone,
    })
    return ok({ mistake_id: entry.id, message_id: message.id, next_retest_at: entry.next_retest_at })
  })

  app.delete(PATHS.chat.mistake, { schema: { querystring: MessageRef, response: { 200: Envelope(Empty) } } }, async (req) => {
    const { userId } = sessionOf(req)
    const message = await questionOf(userId, req.query.message_id)
    await unmarkMistake(app.db, userId, message.id)
    return ok(null)
  })
}
