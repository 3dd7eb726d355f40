import { createHash } from 'node:crypto'
import type { FakeReply, ReceivedRequest } from '../../fixtures/fake-openai'

/**
 * What the fake model answers in the scale-out suite, read from the request itself (the model runs
 * in the test runner's process, the servers elsewhere, so replies cannot be queued per test):
 * - a question with a photo: `photo sha256 <hash of the image bytes it received>`;
 * - "slow N words every M ms": N words, one event every M ms;
 * - anything else: a short answer.
 */
export function scriptedReply(request: ReceivedRequest): FakeReply {
  for (const message of request.messages) {
    if (!Array.isArray(message.content)) continue
    for (const part of message.content) {
      if (part?.type !== 'image_url') continue
      const bytes = Buffer.from(String(part.image_url.url).split(',')[1] ?? '', 'base64')
      return { text: `photo sha256 ${createHash('sha256').update(bytes).digest('hex')}` }
    }
  }
  const slow = /slow (\d+) words every (\d+) ms/.exec(JSON.stringify(request.messages.at(-1) ?? ''))
  if (slow) return { text: Array.from({ length: Number(slow[1]) }, (_, i) => `w${i} `), gapMs: Number(slow[2]) }
  return { text: 'A short answer.' }
}
