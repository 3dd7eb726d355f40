import type { Lang } from '@contract/common'

/** One notification on its way to a phone. */
export interface PushMessage {
  /** Our notification id: the receiver can drop a repeated request. */
  requestId: string
  title: string
  content: string
  /** Opened by the app when the student taps it: at least `link` (a route). */
  payload: Record<string, string>
  /** Where the student can be reached; a channel without its target skips the message. */
  target: { openid: string | null; pushClientId: string | null }
  lang: Lang
  createdAt: Date
}

export type PushOutcome = 'sent' | 'skipped'

export interface PushChannel {
  readonly name: 'log' | 'wechat' | 'cloud'
  /** Throws when the channel failed; 'skipped' when the student cannot be reached this way. */
  send(message: PushMessage): Promise<PushOutcome>
}

export interface PushProvider {
  readonly channels: readonly PushChannel['name'][]
  /** Sends through every channel; never throws (failures are logged): a push is a courtesy. */
  send(message: PushMessage): Promise<Record<string, PushOutcome | 'failed'>>
}
