import { RRule } from 'rrule'
import { PATHS } from '@contract/paths'
import type { InstructionAnswer, PlanEvent, PresetAnswer } from '@contract/study-plan'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from './plan-client'
import { clock } from '../../src/lib/time'

const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai
const NEXT_WEEK = { from: '2026-03-16T00:00:00+08:00', to: '2026-03-23T00:00:00+08:00' }
const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

describe('preset plan, unread events and .ics export', () => {
  let ctx: TestContext
  let api: PlanClient
  let userId: string

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
    const user = await createUserWithSession(ctx.app, { lang: 'en' })
    userId = user.user.id
    api = planClient(ctx.app, user)
  })
  afterEach(() => jest.restoreAllMocks())

  describe('the weekly base plan', () => {
    const student = (grade: number, courses: number[], bedtime: string, wake: string) =>
      ctx.app.db.updateTable('users').set({ grade_id: grade, course_ids: JSON.stringify(courses), bedtime, wake_time: wake }).where('id', '=', userId).execute()

    it("is built from the student's grade, courses and sleep schedule, and applied as one undoable step", async () => {
      await student(8, [1, 2, 3, 4, 7], '22:00', '06:30')
      const res = await api.get<PresetAnswer>(P.presetEvent)
      expect(res.code).toBe(200)
      expect(res.data.reply).toContain('06:30–22:00')
      const { preview } = res.data.proposal!
      expect(preview.removed).toEqual([])
      // Only the student's own courses, school on weekdays, rest before bed.
      const courses = new Set(preview.added.map((a) => a.course_id).filter((c) => c !== null))
      expect(courses).toEqual(new Set([1, 2, 3, 4, 7]))
      expect(preview.added).toContainEqual(expect.objectContaining({ title: 'School', kind: 'class', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }))
      expect(preview.added).toContainEqual(expect.objectContaining({ title: 'Wind down, no screens', kind: 'rest', rrule: 'FREQ=DAILY' }))

      const applied = await api.post(P.applyProposal, { proposal_id: res.data.proposal!.id })
      expect(applied.data.step).toMatchObject({ kind: 'preset', count: preview.added.length })
      const week: PlanEvent[] = (await api.get(P.queryEvent, NEXT_WEEK)).data.events
      expect(week.every((e) => e.source === 'preset' && !e.unread)).toBe(true)
      // Nothing is planned during sleep, nothing starts before waking, no timed blocks overlap.
      const timed = week.filter((e) => !e.all_day)
      for (const e of timed) {
        expect(local(e.start_at).slice(4) >= '06:30').toBe(true)
        expect(local(e.end_at).slice(4) <= '22:00').toBe(true)
      }
      const sorted = [...timed].sort((a, b) => a.start_at.localeCompare(b.start_at))
      for (let i = 1; i < sorted.length; i++) expect(sorted[i].start_at >= sorted[i - 1].end_at).toBe(true)
      // No subject twice on one day.
      const byDay = new Map<string, number[]>()
      for (const e of week.filter((x) => x.kind === 'study' && x.course_id)) {
        const day = local(e.start_at).slice(0, 3)
        byDay.set(day, [...(byDay.get(day) ?? []), e.course_id!])
      }
      for (const list of byDay.values()) expect(new Set(list).size).toBe(list.length)

      // The student's own base plan is not "the assistant changed your plan".
      expect(await ctx.app.db.selectFrom('notifications').select('id').where('user_id', '=', userId).execute()).toEqual([])
      await api.get(P.undoOrRedo, { action: 'undo' })
      expect((await api.get(P.queryEvent, NEXT_WEEK)).data.events).toEqual([])
    })

    it('replaces the base plan added before instead of doubling it', async () => {
      await student(11, [], '23:00', '06:00')
      const first = await api.get<PresetAnswer>(P.presetEvent)
      await api.post(P.applyProposal, { proposal_id: first.data.proposal!.id })
      const count = (await api.get(P.queryEvent, NEXT_WEEK)).data.events.length
      const second = await api.get<PresetAnswer>(P.presetEvent)
      expect(second.data.proposal!.preview.removed.length).toBe(first.data.proposal!.preview.added.length)
      expect(second.data.reply).toContain('replaces')
      await api.post(P.applyProposal, { proposal_id: second.data.proposal!.id })
      expect((await api.get(P.queryEvent, NEXT_WEEK)).data.events).toHaveLength(count)
    })

    it('says so when the sleep schedule leaves no time', async () => {
      await student(9, [], '19:00', '18:30')
      const res = await api.get<PresetAnswer>(P.presetEvent)
      expect(res.data).toMatchObject({ proposal: null, reply: expect.stringContaining('sleep schedule') })
    })
  })

  describe('unread events', () => {
    it('counts what the assistant added until the student opens it, one event or all', async () => {
      for (const text of ['tomorrow 7pm study maths for an hour', 'friday 6pm chemistry']) {
        const res = await api.post<InstructionAnswer>(P.instruction, { text })
        await api.post(P.applyProposal, { proposal_id: res.data.proposal!.id })
      }
      await api.post(P.createEvent, { title: 'By hand', course_id: null, start_at: '2026-03-12T08:00:00+08:00', end_at: '2026-03-12T09:00:00+08:00', all_day: false, rrule: null, kind: 'other' })
      expect((await api.get(P.unreadEventNum)).data.unread_event_num).toBe(2)
      const events: PlanEvent[] = (await api.get(P.queryEvent, { from: '2026-03-11T00:00:00Z', to: '2026-03-15T00:00:00Z' })).data.events
      const maths = events.find((e) => e.title === 'Study maths')!
      expect(maths.unread).toBe(true)

      expect((await api.get(P.clearUnreadEvent, { event_id: maths.event_id })).data.unread_event_num).toBe(1)
      expect((await api.get(P.clearUnreadEvent)).data.unread_event_num).toBe(0)
      // Reading is not a change of the plan: the undo stack still ends with the hand-made event.
      expect((await api.get(P.undoRedoStatus)).data.undo).toMatchObject({ kind: 'create', title: 'By hand' })
    })

    it("clears nothing of another student's", async () => {
      const other = planClient(ctx.app, await createUserWithSession(ctx.app))
      const res = await other.post<InstructionAnswer>(P.instruction, { text: 'tomorrow 7pm study maths for an hour' })
      await other.post(P.applyProposal, { proposal_id: res.data.proposal!.id })
      const [theirs] = (await other.get(P.queryEvent, { from: '2026-03-11T00:00:00Z', to: '2026-03-15T00:00:00Z' })).data.events
      await api.get(P.clearUnreadEvent, { event_id: theirs.event_id })
      await api.get(P.clearUnreadEvent)
      expect((await other.get(P.unreadEventNum)).data.unread_event_num).toBe(1)
    })
  })

  describe('.ics export', () => {
    const create = (body: Record<string, unknown>) =>
      api.post(P.createEvent, { course_id: null, all_day: false, rrule: null, kind: 'study', ...body })

    it('writes the plan as an RFC 5545 calendar with zones, rules, removed and edited occurrences', async () => {
      await create({ title: 'Vocab; words, daily', course_id: 3, start_at: '2026-03-09T07:00:00+08:00', end_at: '2026-03-09T07:30:00+08:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260320', reminder_min: 10, note: 'Unit 3\nlist B' })
      await create({ title: 'History essay', all_day: true, start_at: '2026-03-14T00:00:00+08:00', end_at: '2026-03-15T00:00:00+08:00' })
      const [series] = (await api.get(P.queryEvent, { from: '2026-03-09T00:00:00+08:00', to: '2026-03-10T00:00:00+08:00' })).data.events
      await api.del(P.deleteEvent, { event_id: series.event_id, occurrence_start: '2026-03-10T23:00:00.000Z' })
      await api.put(P.alterEvent, { event_id: series.event_id, occurrence_start: '2026-03-11T23:00:00.000Z', patch: { start_at: '2026-03-12T08:00:00+08:00', end_at: '2026-03-12T08:30:00+08:00' } })

      const res = await api.get(P.exportIcs)
      expect(res.data.filename).toBe('study-plan.ics')
      const ics: string = res.data.content
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
      expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
      const unfolded = ics.replace(/\r\n /g, '')
      expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800')
      expect(unfolded).toContain('DTSTART;TZID=Asia/Shanghai:20260309T070000')
      expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260320T155959Z')
      expect(unfolded).toContain('EXDATE;TZID=Asia/Shanghai:20260311T070000')
      expect(unfolded).toContain('RECURRENCE-ID;TZID=Asia/Shanghai:20260312T070000')
      expect(unfolded).toContain('DTSTART;TZID=Asia/Shanghai:20260312T080000')
      expect(unfolded).toContain('SUMMARY:Vocab\\; words\\, daily')
      expect(unfolded).toContain('DESCRIPTION:English\\nUnit 3\\nlist B')
      expect(unfolded).toContain('TRIGGER:-PT10M')
      expect(unfolded).toContain('DTSTART;VALUE=DATE:20260314')
      expect(unfolded).toContain('DTEND;VALUE=DATE:20260315')
      // The rule, as written, yields the occurrences the app shows (minus the removed one).
      const rule = RRule.fromString(`DTSTART:20260309T070000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260320T155959Z`)
      expect(rule.all()).toHaveLength(10)
    })

    it('writes daylight saving changes into the zone of a Paris student', async () => {
      const paris = planClient(ctx.app, await createUserWithSession(ctx.app), 'Europe/Paris')
      await paris.post(P.createEvent, { title: 'Lecture', course_id: null, start_at: '2026-03-27T07:00:00+01:00', end_at: '2026-03-27T08:00:00+01:00', all_day: false, rrule: 'FREQ=DAILY;COUNT=5', kind: 'study' })
      const ics: string = (await paris.get(P.exportIcs)).data.content.replace(/\r\n /g, '')
      expect(ics).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT')
      expect(ics).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD')
    })

    it('exports one event on its own', async () => {
      await create({ title: 'Mock exam', kind: 'exam', start_at: '2026-03-14T09:00:00+08:00', end_at: '2026-03-14T11:00:00+08:00' })
      await create({ title: 'Other', start_at: '2026-03-15T09:00:00+08:00', end_at: '2026-03-15T10:00:00+08:00' })
      const [exam] = (await api.get(P.queryEvent, { from: '2026-03-14T00:00:00+08:00', to: '2026-03-15T00:00:00+08:00' })).data.events
      const res = await api.get(P.exportIcs, { event_id: exam.event_id })
      expect(res.data.filename).toBe('event.ics')
      expect(res.data.content.match(/BEGIN:VEVENT/g)).toHaveLength(1)
      expect(res.data.content).toContain('SUMMARY:Mock exam')
      expect(res.data.content).toContain('CATEGORIES:EXAM')
    })
  })
})
