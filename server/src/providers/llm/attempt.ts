import { setTimeout as sleep } from 'node:timers/promises'
import { LlmAbortError, LlmTimeout, type Failure } from './errors'

/**
 * One HTTP attempt: its own abort signal, aborted by the caller's signal, by a deadline, or when
 * the attempt ends (so an abandoned stream never keeps its connection open).
 */
export class Attempt {
  private readonly controller = new AbortController()
  private timer: NodeJS.Timeout | undefined
  private readonly onOuterAbort = () => this.controller.abort(this.outer?.reason)

  constructor(private readonly outer: AbortSignal | undefined) {
    if (outer?.aborted) this.controller.abort(outer.reason)
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true })
  }

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** (Re)starts the single deadline of this attempt. */
  deadline(ms: number, phase: LlmTimeout['phase']): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.controller.abort(new LlmTimeout(phase, ms)), ms)
  }

  /** The deadline that ended this attempt, if one did. */
  timedOut(): LlmTimeout | undefined {
    const reason: unknown = this.controller.signal.reason
    return reason instanceof LlmTimeout ? reason : undefined
  }

  dispose(): void {
    clearTimeout(this.timer)
    this.outer?.removeEventListener('abort', this.onOuterAbort)
    this.controller.abort()
  }
}

export interface RetryPolicy {
  maxRetries: number
  /** First backoff; doubles each retry, with jitter. */
  baseDelayMs: number
  /** Longest backoff, and the longest Retry-After we are willing to wait for a student. */
  maxDelayMs: number
}

/** How long to wait before retry number `attempt + 1`, or null when we should give up. */
export function retryDelay(policy: RetryPolicy, attempt: number, failure: Failure): number | null {
  if (!failure.retryable || attempt >= policy.maxRetries) return null
  if (failure.retryAfterMs !== undefined) return failure.retryAfterMs <= policy.maxDelayMs ? failure.retryAfterMs : null
  const exponential = Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs)
  return exponential * (1 - Math.random() * 0.25)
}

/** Waits, unless the caller aborts first. */
export async function backoff(ms: number, signal: AbortSignal | undefined, partialText = ''): Promise<void> {
  try {
    await sleep(ms, undefined, { signal })
  } catch {
    // Expected: sleep rejects only when the signal aborts: the wait was cancelled.
    throw new LlmAbortError(partialText)
  }
}
