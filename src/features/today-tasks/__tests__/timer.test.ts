import { useFocusStore } from '../store'
import { clock, focusedMinutes, pause, remainingMs, resume, startFocus } from '../model/timer'

const T0 = Date.UTC(2026, 2, 11, 2, 0)
const min = (n: number) => n * 60_000

beforeEach(() => useFocusStore.getState().reset())

describe('the focus timer', () => {
  it('counts down over timestamps, pauses and resumes', () => {
    let r = startFocus(T0, 25, null)
    expect(clock(remainingMs(r, T0 + min(5)))).toBe('20:00')
    r = pause(r, T0 + min(10))
    expect(remainingMs(r, T0 + min(60))).toBe(min(15))
    r = resume(r, T0 + min(60))
    expect(remainingMs(r, T0 + min(70))).toBe(min(5))
    expect(focusedMinutes(r, T0 + min(70))).toBe(20)
    expect(focusedMinutes(r, T0 + min(200))).toBe(25)
  })

  it('keeps a finished focus for sending, then starts the break', () => {
    const store = useFocusStore.getState()
    store.choose({ event_id: 'ev_1', occurrence_start: null, title: 'Maths' })
    store.start(T0)
    expect(useFocusStore.getState().complete(T0 + min(25))).toBe(25)
    const s = useFocusStore.getState()
    expect(s.running).toMatchObject({ phase: 'break', endsAt: T0 + min(30) })
    expect(s.unsent).toEqual([{ client_id: expect.any(String), event_id: 'ev_1', occurrence_start: null, started_at: new Date(T0).toISOString(), minutes: 25 }])
    expect(useFocusStore.getState().complete(T0 + min(30))).toBe(0)
    expect(useFocusStore.getState().running).toBeNull()
  })

  it('keeps the whole minutes of a focus stopped early, and nothing under a minute', () => {
    useFocusStore.getState().start(T0)
    expect(useFocusStore.getState().stop(T0 + min(12) + 30_000)).toBe(12)
    useFocusStore.getState().start(T0)
    expect(useFocusStore.getState().stop(T0 + 40_000)).toBe(0)
    expect(useFocusStore.getState().unsent.map((u) => u.minutes)).toEqual([12])
  })

  it('forgets a session once it reached the server', () => {
    useFocusStore.getState().start(T0)
    useFocusStore.getState().stop(T0 + min(5))
    const [sent] = useFocusStore.getState().unsent
    useFocusStore.getState().sent(sent.client_id)
    expect(useFocusStore.getState().unsent).toEqual([])
  })
})
