import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Long loops of awaited work (a preview of 60 changes, a tool step) never give other requests a
 * turn on their own: better-sqlite3 answers synchronously, so every `await` resolves as a
 * microtask and timers and sockets wait until the loop ends. `pace()` yields to the event loop
 * once a slice of work has run, so one student's big change never stalls another's request.
 */
export function pacer(sliceMs = 2): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < sliceMs) return
    await nextTurn()
    since = performance.now()
  }
}
