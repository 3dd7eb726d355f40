import type { RowChanges } from '../../src/db/row-changes'
import { MAX_SESSIONS_CACHED, SessionCache } from '../../src/modules/session/session-cache'

/** A change feed driven by the test: `change(table, value)` is a row written, `elsewhere` another process's commit. */
function fakeChanges() {
  const listeners = new Map<string, ((value: unknown) => void)[]>()
  const feed = {
    elsewhere: false,
    watch(table: string, _column: string, listener: (value: unknown) => void) {
      listeners.set(table, [...(listeners.get(table) ?? []), listener])
    },
    changedElsewhere() {
      const was = feed.elsewhere
      feed.elsewhere = false
      return was
    },
    change(table: string, value: unknown) {
      for (const l of listeners.get(table) ?? []) l(value)
    },
    close() {},
  }
  return feed satisfies RowChanges
}

const row = (userId: string, n = 0) => ({ user_id: userId, n })

describe('session cache', () => {
  it('forgets every session of a user whose account or session row changed, and no one else’s', () => {
    const feed = fakeChanges()
    const cache = new SessionCache<ReturnType<typeof row>>(feed)
    cache.put('t1', row('u1'), cache.epoch)
    cache.put('t2', row('u1'), cache.epoch)
    cache.put('t3', row('u2'), cache.epoch)
    feed.change('sessions', 'u1')
    expect(cache.get('t1')).toBeUndefined()
    expect(cache.get('t2')).toBeUndefined()
    expect(cache.get('t3')).toEqual(row('u2'))
    cache.put('t1', row('u1', 1), cache.epoch)
    feed.change('users', 'u1')
    expect(cache.get('t1')).toBeUndefined()
    expect(cache.get('t3')).toEqual(row('u2'))
  })

  it('forgets everything when another process committed', () => {
    const feed = fakeChanges()
    const cache = new SessionCache<ReturnType<typeof row>>(feed)
    cache.put('t1', row('u1'), cache.epoch)
    cache.put('t2', row('u2'), cache.epoch)
    feed.elsewhere = true
    expect(cache.get('t1')).toBeUndefined()
    expect(cache.get('t2')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('keeps no row read before something was forgotten (a read answered after a pending commit)', () => {
    const feed = fakeChanges()
    const cache = new SessionCache<ReturnType<typeof row>>(feed)
    const epoch = cache.epoch
    // The read started; meanwhile someone else's session changed.
    feed.change('sessions', 'u7')
    cache.put('t1', row('u1'), epoch)
    expect(cache.get('t1')).toBeUndefined()
    cache.put('t1', row('u1'), cache.epoch)
    expect(cache.get('t1')).toEqual(row('u1'))
  })

  it(`holds at most ${MAX_SESSIONS_CACHED} sessions, the oldest going first`, () => {
    const feed = fakeChanges()
    const cache = new SessionCache<ReturnType<typeof row>>(feed)
    for (let i = 0; i <= MAX_SESSIONS_CACHED; i++) cache.put(`t${i}`, row(`u${i % 3}`, i), cache.epoch)
    expect(cache.size).toBe(MAX_SESSIONS_CACHED)
    expect(cache.get('t0')).toBeUndefined()
    expect(cache.get(`t${MAX_SESSIONS_CACHED}`)).toEqual(row(`u${MAX_SESSIONS_CACHED % 3}`, MAX_SESSIONS_CACHED))
    // The user index lost the evicted entry too: forgetting that user still forgets the rest.
    feed.change('users', 'u0')
    expect(cache.get('t3')).toBeUndefined()
    expect(cache.get('t1')).toEqual(row('u1', 1))
  })
})
