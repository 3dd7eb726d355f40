import { MAX_REVIEW_TOPICS, MAX_TOPIC_LENGTH } from '@contract/exam-review-rules'

/**
 * The hard topics with one more typed in: spaces tidied, cut to the server's length, the same
 * topic (any case) once, at most the server's count. Unchanged when there is nothing to add.
 */
export function withTopic(topics: string[], typed: string): string[] {
  const topic = typed.replace(/\s+/g, ' ').trim().slice(0, MAX_TOPIC_LENGTH).trim()
  if (!topic || topics.length >= MAX_REVIEW_TOPICS) return topics
  const key = topic.toLocaleLowerCase()
  return topics.some((t) => t.toLocaleLowerCase() === key) ? topics : [...topics, topic]
}
