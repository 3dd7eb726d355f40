import { PATHS } from '@contract/paths'
import type { PlanChangeResult, PlanEvent } from '@contract/study-plan'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from './plan-client'

const P = PATHS.studyPlan

const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Physics revision',
  course_id: 4,
  start_at: '2026-03-12T15:00:00+08:00',
  end_at: '2026-03-12T17:00:00+08:00',
  all_day: false,
  rrule: null,
  kind: 'study',
  ...over,
})

/** Local wall-clock HH:mm and weekday of an instant, read independently of the server's code. */
const local = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

describe('study plan events', () => {
  let ctx: TestContext
  let api: PlanClient

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    api = planClient(ctx.app, await createUserWithSession(ctx.app))
  })

  const query = async (from: string, to: string, client = api) => {
    const res = await client.get<{ events: PlanEvent[] }>(P.queryEvent, { from, to })
    expect(res.code).toBe(200)
    return res.data.events
  }

  describe.each([
    ['Asia/Shanghai', '+08:00'],
    ['America/Mexico_City', '-06:00'],
  ])('in %s', (zone, offset) => {
    beforeEach(async () => {
      api = planClient(ctx.app, await createUserWithSession(ctx.app), zone)
    })

    it('finds an event in the local day it belongs to, and not in the next one', async () => {
      const created = await api.post<PlanChangeResult>(P.createEvent, draft({ start_at: `2026-03-12T21:00:00${offset}`, end_at: `2026-03-12T22:30:00${offset}` }))
      expect(created.code).toBe(200)
      expect(created.data.event).toMatchObject({ title: 'Physics revision', time_zone: zone, source: 'manual', unread: false, status: 'todo' })
      expect(created.data.status.can_undo).toBe(true)

      const day = await query(`2026-03-12T00:00:00${offset}`, `2026-03-13T00:00:00${offset}`)
      expect(day.map((e) => [e.title, local(e.start_at, zone), local(e.end_at, zone)])).toEqual([['Physics revision', 'Thu 21:00', 'Thu 22:30']])
      expect(await query(`2026-03-13T00:00:00${offset}`, `2026-03-14T00:00:00${offset}`)).toEqual([])
    })

    it('expands a weekday series on the local weekdays, even when UTC is on another day', async () => {
      // 07:00 in Shanghai is the evening before in UTC; 20:00 in Mexico City is the next day in UTC.
      const hour = zone === 'Asia/Shanghai' ? '07:00' : '20:00'
      await api.post(P.createEvent, draft({ title: 'Vocabulary', start_at: `2026-03-09T${hour}:00${offset}`, end_at: `2026-03-09T${hour.slice(0, 2)}:30:00${offset}`, rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10' }))
      const events = await query(`2026-03-01T00:00:00${offset}`, `2026-04-01T00:00:00${offset}`)
      expect(events).toHaveLength(10)
      expect(events.map((e) => local(e.start_at, zone))).toEqual(
        ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => `${d} ${hour}`),
      )
      expect(new Set(events.map((e) => e.event_id)).size).toBe(1)
      expect(events.every((e) => e.series_id === e.event_id && e.occurrence_start === e.start_at && e.rrule?.startsWith('FREQ=WEEKLY'))).toBe(true)
    })
  })

  it('keeps a daily event at the same wall-clock time across a daylight saving change', async () => {
    const paris = planClient(ctx.app, await createUserWithSession(ctx.app), 'Europe/Paris')
    await paris.post(P.createEvent, draft({ title: 'Reading', start_at: '2026-03-27T07:00:00+01:00', end_at: '2026-03-27T07:45:00+01:00', rrule: 'FREQ=DAILY;COUNT=4' }))
    const events = await query('2026-03-26T00:00:00Z', '2026-04-01T00:00:00Z', paris)
    expect(events.map((e) => local(e.start_at, 'Europe/Paris'))).toEqual(['Fri 07:00', 'Sat 07:00', 'Sun 07:00', 'Mon 07:00'])
    expect(events.map((e) => e.start_at)).toEqual(['2026-03-27T06:00:00.000Z', '2026-03-28T06:00:00.000Z', '2026-03-29T05:00:00.000Z', '2026-03-30T05:00:00.000Z'])
  })

  describe('a weekday series', () => {
    let seriesId: string
    const week = () => query('2026-03-09T00:00:00+08:00', '2026-03-16T00:00:00+08:00')

    beforeEach(async () => {
      await api.post(P.createEvent, draft({ title: 'Vocabulary', course_id: 3, start_at: '2026-03-09T07:00:00+08:00', end_at: '2026-03-09T07:30:00+08:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }))
      seriesId = (await week())[0].event_id
    })

    it('moves one occurrence and leaves the others', async () => {
      const wednesday = '2026-03-10T23:00:00.000Z'
      const moved = await api.put<PlanChangeResult>(P.alterEvent, {
        event_id: seriesId,
        occurrence_start: wednesday,
        scope: 'occurrence',
        patch: { start_at: '2026-03-11T08:00:00+08:00', end_at: '2026-03-11T08:45:00+08:00' },
      })
      expect(moved.code).toBe(200)
      expect(moved.data.event).toMatchObject({ event_id: seriesId, occurrence_start: wednesday, edited: true, start_at: '2026-03-11T00:00:00.000Z' })
      const events = await week()
      expect(events.map((e) => local(e.start_at, 'Asia/Shanghai'))).toEqual(['Mon 07:00', 'Tue 07:00', 'Wed 08:00', 'Thu 07:00', 'Fri 07:00'])
      const detail = await api.get<PlanEvent>(P.event, { event_id: seriesId, occurrence_start: wednesday })
      expect(detail.data).toMatchObject({ edited: true, end_at: '2026-03-11T00:45:00.000Z', title: 'Vocabulary' })

      // Renaming the series renames the edited occurrence too; its own time stays.
      await api.put(P.alterEvent, { event_id: seriesId, scope: 'series', patch: { title: 'English words' } })
      const renamed = await week()
      expect(renamed.map((e) => `${e.title} ${local(e.start_at, 'Asia/Shanghai')}`)).toContain('English words Wed 08:00')
      expect(new Set(renamed.map((e) => e.title))).toEqual(new Set(['English words']))
    })

    it('marks one occurrence done without touching the rest', async () => {
      await api.put(P.alterEvent, { event_id: seriesId, occurrence_start: '2026-03-09T23:00:00.000Z', patch: { status: 'done' } })
      expect((await week()).map((e) => e.status)).toEqual(['todo', 'done', 'todo', 'todo', 'todo'])
    })

    it('moves the whole series to another weekday and time from one occurrence', async () => {
      // Monday 07:00 becomes Tuesday 18:00: every weekday moves one day later.
      const res = await api.put(P.alterEvent, {
        event_id: seriesId,
        occurrence_start: '2026-03-08T23:00:00.000Z',
        scope: 'series',
        patch: { start_at: '2026-03-10T18:00:00+08:00', end_at: '2026-03-10T18:30:00+08:00' },
      })
      expect(res.code).toBe(200)
      const events = await query('2026-03-09T00:00:00+08:00', '2026-03-18T00:00:00+08:00')
      expect(events.map((e) => local(e.start_at, 'Asia/Shanghai'))).toEqual(['Tue 18:00', 'Wed 18:00', 'Thu 18:00', 'Fri 18:00', 'Sat 18:00', 'Tue 18:00'])
    })

    it('deletes one occurrence, then the whole series', async () => {
      const del = await api.del(P.deleteEvent, { event_id: seriesId, occurrence_start: '2026-03-11T23:00:00.000Z' })
      expect(del.code).toBe(200)
      expect((await week()).map((e) => local(e.start_at, 'Asia/Shanghai').slice(0, 3))).toEqual(['Mon', 'Tue', 'Wed', 'Fri'])
      expect((await api.get(P.event, { event_id: seriesId, occurrence_start: '2026-03-11T23:00:00.000Z' })).code).toBe(404040)

      expect((await api.del(P.deleteEvent, { event_id: seriesId, scope: 'series' })).code).toBe(200)
      expect(await week()).toEqual([])
    })

    it('refuses an occurrence the series does not have', async () => {
      const res = await api.put(P.alterEvent, { event_id: seriesId, occurrence_start: '2026-03-14T23:00:00.000Z', scope: 'occurrence', patch: { title: 'x' } })
      expect(res).toMatchObject({ status: 404, code: 404040 })
    })
  })

  it('stores an all-day event from local midnight to local midnight', async () => {
    const res = await api.post<PlanChangeResult>(P.createEvent, draft({ title: 'History essay', all_day: true, start_at: '2026-03-14T10:00:00+08:00', end_at: '2026-03-14T11:00:00+08:00' }))
    expect(res.data.event).toMatchObject({ all_day: true, start_at: '2026-03-13T16:00:00.000Z', end_at: '2026-03-14T16:00:00.000Z' })
  })

  describe('bad input gets a 400 naming the field and changes nothing', () => {
    const nothingChanged = async () => {
      expect(await query('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([])
      expect((await api.get(P.undoRedoStatus)).data.can_undo).toBe(false)
    }

    it('an end before the start', async () => {
      const res = await api.post(P.createEvent, draft({ end_at: '2026-03-12T14:00:00+08:00' }))
      expect(res).toMatchObject({ status: 400, code: 400040 })
      expect(res.msg).toBe('The end time must come after the start time')
      await nothingChanged()
    })

    it('an unknown repeat rule', async () => {
      for (const rrule of ['FREQ=HOURLY', 'FREQ=WEEKLY;BYDAY=XX', 'every monday', 'FREQ=DAILY;BYSETPOS=2', 'FREQ=DAILY;UNTIL=20200101T000000Z']) {
        const res = await api.post(P.createEvent, draft({ rrule }))
        expect(res).toMatchObject({ status: 400, code: 400041 })
        expect(res.msg).toContain('This way of repeating is not supported')
      }
      await nothingChanged()
    })

    it('a 10 KB title', async () => {
      const res = await api.post(P.createEvent, draft({ title: '物'.repeat(10_240) }))
      expect(res).toMatchObject({ status: 400, code: 400003 })
      expect(res.msg).toBe('The title is too long (at most 100 characters)')
      await nothingChanged()
    })

    it('a blank title, an unknown course, kind or time zone', async () => {
      expect(await api.post(P.createEvent, draft({ title: '   ' }))).toMatchObject({ status: 400, code: 400001 })
      expect(await api.post(P.createEvent, draft({ course_id: 99 }))).toMatchObject({ status: 400, code: 400001, msg: 'Choose the subject' })
      expect(await api.post(P.createEvent, draft({ kind: 'party' }))).toMatchObject({ status: 400, code: 400001, msg: 'Choose the kind of event' })
      expect(await api.post(P.createEvent, draft({ time_zone: 'Mars/Olympus' }))).toMatchObject({ status: 400, code: 400043 })
      expect(await api.post(P.createEvent, draft({ start_at: 'tomorrow' }))).toMatchObject({ status: 400, msg: 'Choose the start time' })
      await nothingChanged()
    })

    it('a change that would put the end before the start', async () => {
      await api.post(P.createEvent, draft())
      const [event] = await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00')
      const res = await api.put(P.alterEvent, { event_id: event.event_id, patch: { end_at: '2026-03-12T14:00:00+08:00' } })
      expect(res).toMatchObject({ status: 400, code: 400040 })
      expect(await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00')).toEqual([event])
    })

    it('a change that changes no field: no undo step either', async () => {
      await api.post(P.createEvent, draft())
      const [event] = await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00')
      const before = (await api.get(P.undoRedoStatus)).data
      const res = await api.put(P.alterEvent, { event_id: event.event_id, patch: {} })
      expect(res).toMatchObject({ status: 400, code: 400001, msg: 'Choose the changes', data: null })
      expect((await api.get(P.undoRedoStatus)).data).toEqual(before)
      expect(await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00')).toEqual([event])
    })

    it('a range backwards or longer than 92 days', async () => {
      expect(await api.get(P.queryEvent, { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' })).toMatchObject({ status: 400, code: 400042 })
      expect(await api.get(P.queryEvent, { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' })).toMatchObject({ status: 400, code: 400042 })
      expect(await api.get(P.queryEvent, { from: '2026-01-01' })).toMatchObject({ status: 400 })
    })
  })

  it("never shows, changes or deletes another student's event (404, unchanged)", async () => {
    const owner = planClient(ctx.app, await createUserWithSession(ctx.app))
    await owner.post(P.createEvent, draft({ title: 'Mine' }))
    const [event] = await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00', owner)

    expect(await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00')).toEqual([])
    expect(await api.get(P.event, { event_id: event.event_id })).toMatchObject({ status: 404, code: 404040 })
    expect(await api.put(P.alterEvent, { event_id: event.event_id, patch: { title: 'Hacked' } })).toMatchObject({ status: 404, code: 404040 })
    expect(await api.del(P.deleteEvent, { event_id: event.event_id })).toMatchObject({ status: 404, code: 404040 })
    expect(await api.get(P.exportIcs, { event_id: event.event_id })).toMatchObject({ status: 404, code: 404040 })
    expect(await query('2026-03-12T00:00:00+08:00', '2026-03-13T00:00:00+08:00', owner)).toEqual([event])
  })

  it('needs a signed-in, activated student', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: P.queryEvent, query: { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' } })
    expect(res.json()).toMatchObject({ code: 401 })
    const inactive = planClient(ctx.app, await createUserWithSession(ctx.app, { status: 3 }))
    expect((await inactive.get(P.queryEvent, { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' })).code).toBe(403004)
  })
})
