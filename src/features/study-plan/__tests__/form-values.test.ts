import { draftOf, patchOf, valuesOf } from '../model/form-values'
import { planEvent } from './plan-event'

describe('the event form values', () => {
  it('turns an event into local days and clock times and back', () => {
    const v = valuesOf(planEvent(), true)
    expect(v).toMatchObject({ date: '2026-03-12', start: '19:00', end: '20:00', all_day: false })
    expect(draftOf(v)).toMatchObject({ title: 'Maths', start_at: planEvent().start_at, end_at: planEvent().end_at, rrule: null })
  })

  it('sends only what changed', () => {
    const before = valuesOf(planEvent(), true)
    expect(patchOf(before, { ...before, title: 'Algebra' }, false)).toEqual({ title: 'Algebra' })
    const moved = patchOf(before, { ...before, start: '18:00', end: '19:30' }, false)
    expect(moved).toEqual({ start_at: new Date(2026, 2, 12, 18).toISOString(), end_at: new Date(2026, 2, 12, 19, 30).toISOString() })
  })

  it('ends on the next day when the end is before the start', () => {
    const v = { ...valuesOf(planEvent(), true), start: '23:30', end: '00:30' }
    expect(draftOf(v).end_at).toBe(new Date(2026, 2, 13, 0, 30).toISOString())
  })

  it('keeps an all-day event from midnight to the midnight after its last day', () => {
    const v = { ...valuesOf(planEvent(), true), all_day: true, end_date: '2026-03-13' }
    expect(draftOf(v)).toMatchObject({ all_day: true, start_at: new Date(2026, 2, 12).toISOString(), end_at: new Date(2026, 2, 14).toISOString() })
  })

  it('never changes the repeat of a series from one occurrence', () => {
    const series = planEvent({ series_id: 'ev_1', occurrence_start: planEvent().start_at, rrule: 'FREQ=DAILY' })
    const before = valuesOf(series, false)
    expect(before.repeat.kind).toBe('none')
    expect(patchOf(before, { ...before, title: 'x' }, true)).toEqual({ title: 'x' })
  })
})
