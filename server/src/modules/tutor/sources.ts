import type { HelpLevel } from '@contract/chat'
import type { Lang } from '@contract/common'
import type { App } from '../../types'
import { LlmAbortError, type ChatDelta } from '../../providers/llm'
import type { MessageRow } from '../chat'
import { findUpload } from '../uploads'
import type { UserRow } from '../user'
import { offlineReply } from './offline-reply'
import { conversation, systemPrompt, type TurnInput } from './prompt'
import type { ReplySource } from './reply-run'

export interface ReplyContext {
  user: UserRow
  lang: Lang
  level: HelpLevel
  /** The chat's messages before the reply, oldest first (the question first). */
  history: MessageRow[]
}

/** The model when one is configured, else the offline engine. */
export function replySource(app: App, ctx: ReplyContext): Promise<ReplySource> {
  return app.llm ? modelSource(app, ctx) : Promise.resolve(offlineSource(ctx))
}

const questionOf = (history: MessageRow[]) => history.find((m) => m.role === 'user')

async function modelSource(app: App, ctx: ReplyContext): Promise<ReplySource> {
  const llm = app.llm!
  const turns: TurnInput[] = []
  for (const m of ctx.history) {
    if (m.role === 'user') turns.push({ role: 'user', content: m.content, imageUrl: await photoDataUrl(app, ctx.user.id, m.image_id) })
    // A failed or empty reply is left out: the model answers the student's last message afresh.
    else if (m.role === 'assistant' && m.content && (m.status === 'done' || m.status === 'stopped')) {
      turns.push({ role: 'assistant', content: m.content })
    }
  }
  const messages = conversation(systemPrompt(ctx.user, ctx.lang, ctx.level), turns)
  const withPhoto = turns.some((t) => t.imageUrl)
  const question = questionOf(ctx.history)?.content.trim()
  return {
    model: withPhoto ? llm.visionModel : llm.model,
    // Only a full solution states the answer: a hint or an example must not be checked against it.
    answers: ctx.level === 'solution' && question ? question : null,
    withPhoto,
    stream: (signal) => llm.streamChat({ messages, signal }),
  }
}

/** The photo as a data: URL, read through the owner's upload record only. */
export async function photoDataUrl(app: App, userId: string, imageId: string | null): Promise<string | undefined> {
  if (!imageId) return undefined
  const upload = await findUpload(app.db, userId, imageId)
  const data = upload && (await app.storage.get(upload.storage_key))
  return upload && data ? `data:${upload.mime};base64,${data.toString('base64')}` : undefined
}

function offlineSource(ctx: ReplyContext): ReplySource {
  const question = questionOf(ctx.history)
  const current = [...ctx.history].reverse().find((m) => m.role === 'user')
  const result = offlineReply({
    question: question?.content ?? '',
    questionHasImage: !!question?.image_id,
    current: current?.content ?? '',
    currentHasImage: !!current?.image_id,
    isFirst: !!current && current.id === question?.id,
    stepped: !!current?.help_level,
    level: ctx.level,
    lang: ctx.lang,
    toneId: ctx.user.tone_id,
    previous: ctx.history.filter((m) => m.role === 'user' && m.id !== question?.id && m.id !== current?.id && !m.help_level).map((m) => m.content),
  })
  return { model: null, answers: null, ...(result.verdict ? { verdict: result.verdict } : {}), declines: result.declines, stream: (signal) => pieces(result.markdown, signal) }
}

// The offline answer exists at once; sent in pieces, it travels and renders like a model's.
async function* pieces(text: string, signal: AbortSignal): AsyncGenerator<ChatDelta> {
  const chars = Array.from(text)
  for (let i = 0; i < chars.length; i += 48) {
    if (signal.aborted) throw new LlmAbortError(chars.slice(0, i).join(''))
    yield { type: 'text', text: chars.slice(i, i + 48).join('') }
    await new Promise((resolve) => setImmediate(resolve))
  }
  yield { type: 'done', finishReason: 'stop' }
}
