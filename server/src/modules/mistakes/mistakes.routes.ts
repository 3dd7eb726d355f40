import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { findMessage } from '../chat'
import { guessCourse } from './course-guess'
import { markMistake, unmarkMistake } from './mistakes.repository'

export interface MistakeRouteOptions {
  /** Whether the tutor's engine reads a question as maths (the course guess): given by app.ts. */
  readsAsMaths: (question: string) => boolean
}

/** "Mark as a mistake" on a question the student asked: the notebook daily tasks re-test from. */
export default async function mistakeRoutes(app: App, opts: MistakeRouteOptions) {
  const questionOf = async (userId: string, messageId: string) => {
    const message = await findMessage(app.db, userId, messageId)
    if (!message || message.role !== 'user') throw new AppError('MESSAGE_NOT_FOUND')
    return message
  }

  defineRoute(app, ROUTES.chat.markMistake, async (req) => {
    const { userId } = sessionOf(req)
    const message = await questionOf(userId, req.body.message_id)
    const entry = await markMistake(app.db, {
      userId,
      chatId: message.chat_id,
      messageId: message.id,
      question: message.content,
      imageId: message.image_id,
      courseId: guessCourse(message.content, opts.readsAsMaths),
      zone: req.timeZone,
    })
    return ok({ mistake_id: entry.id, message_id: message.id, next_retest_at: entry.next_retest_at })
  })

  defineRoute(app, ROUTES.chat.unmarkMistake, async (req) => {
    const { userId } = sessionOf(req)
    const message = await questionOf(userId, req.query.message_id)
    await unmarkMistake(app.db, userId, message.id)
    return ok(null)
  })
}
