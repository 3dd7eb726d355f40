import { createHash } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { SimilarQuestion } from '@contract/today-tasks'
import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '../../db/database'
import { AppError } from '../../errors'
import { LlmError, type LlmProvider } from '../../providers/llm'
import { clock, localDate } from '../study-plan'

const Answer = Type.Object({ question: Type.String({ minLength: 1, maxLength: 2000 }) })

/**
 * A question like the one the student got wrong. The model writes a new one (same skill and
 * difficulty); offline, the same question comes back with other whole numbers, which keeps the
 * method and changes the result; a question without numbers comes back as it was.
 */
export async function similarQuestion(
  deps: { db: DB; llm: LlmProvider | null; log: FastifyBaseLogger },
  userId: string,
  zone: string,
  mistakeId: string,
): Promise<SimilarQuestion> {
  const mistake = await deps.db
    .selectFrom('mistakes')
    .select(['id', 'question'])
    .where('id', '=', mistakeId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!mistake) throw new AppError('MISTAKE_NOT_FOUND')
  if (deps.llm) {
    try {
      const { question } = await deps.llm.completeJson({
        schema: Answer,
        jsonMode: true,
        messages: [
          {
            role: 'system',
            content:
              'A secondary-school student got the question below wrong. Write ONE new practice question that tests the same skill at the same difficulty, with different numbers or context. Same language as the question; maths in LaTeX between $ signs. Do not give the answer. Reply as JSON: {"question": "..."}',
          },
          { role: 'user', content: mistake.question.slice(0, 4000) },
        ],
      })
      return { question, source: 'model' }
    } catch (err) {
      if (!(err instanceof LlmError)) throw err
      deps.log.warn({ key: err.key }, 'similar question: model failed, numbers changed offline')
    }
  }
  const varied = withOtherNumbers(mistake.question, `${mistake.id}|${localDate(clock.now(), zone)}`)
  return varied === mistake.question ? { question: mistake.question, source: 'original' } : { question: varied, source: 'numbers' }
}

/**
 * Every whole number from 2 up becomes another one near it, never 0 or 1 (the same for the same
 * day, so reopening shows the same question). 0 and 1 stay ("= 0" is the method, not the data),
 * as do exponents, indices and decimals: x² must stay a square.
 */
export function withOtherNumbers(text: string, seed: string): string {
  let counter = 0
  return text.replace(/(?<![\d.^_])(\d+)(?![\d.]\d)/g, (whole, digits: string, offset: number) => {
    const before = text.slice(Math.max(0, offset - 2), offset)
    if (/[\^_]\{?$/.test(before)) return whole
    const n = Number(digits)
    if (!Number.isSafeInteger(n) || n < 2) return whole
    const bytes = createHash('sha256').update(`${seed}|${counter++}`).digest()
    const step = 1 + (bytes[0] % Math.max(2, Math.min(9, Math.ceil(n / 3))))
    const next = bytes[1] % 2 === 0 || n - step < 2 ? n + step : n - step
    return String(next)
  })
}
