import { Type } from '@sinclair/typebox'
import { Difficulty as DifficultySchema, type Difficulty } from '@contract/chat'
import type { Lang } from '@contract/common'
import type { App } from '../../types'
import type { ChatMessage as LlmMessage } from '../../providers/llm'
import type { MessageRow } from '../chat'
import { gradeById } from '../dictionary'
import type { UserRow } from '../user'
import { rateDifficulty } from './offline'

const Rating = Type.Object({ difficulty: DifficultySchema })
// A rating is a nicety: never make the student wait long for it.
const RATE_TIMEOUT_MS = 10_000

/**
 * How hard the question is for this student: the model's judgement when one is connected (it
 * sees the photo too), else the offline engine's transparent score. Null when there is nothing
 * to rate (a photo and no model).
 */
export async function rateQuestion(app: App, question: MessageRow, user: UserRow, lang: Lang, photo?: string): Promise<Difficulty | null> {
  const text = question.content.trim()
  if (app.llm) {
    const grade = gradeById(user.grade_id)?.name.en ?? 'secondary school'
    const content: LlmMessage = photo
      ? { role: 'user', content: [...(text ? [{ type: 'text' as const, text }] : []), { type: 'image_url', image_url: { url: photo } }] }
      : { role: 'user', content: text }
    try {
      const { difficulty } = await app.llm.completeJson({
        messages: [
          {
            role: 'system',
            content:
              `Rate how hard the exercise is for a student in ${grade}: easy (routine, one or two steps), ` +
              'medium (several steps or a standard method to choose), hard (non-routine, long, or needs insight). ' +
              'Reply with JSON only: {"difficulty": "easy" | "medium" | "hard"}.',
          },
          content,
        ],
        schema: Rating,
        jsonMode: true,
        maxTokens: 20,
        signal: AbortSignal.timeout(RATE_TIMEOUT_MS),
      })
      return difficulty
    } catch (err) {
      app.log.warn({ err }, 'difficulty: the model could not rate, using the offline score')
    }
  }
  return text ? rateDifficulty(text, lang) : null
}
