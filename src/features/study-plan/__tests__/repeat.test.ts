import { initI18n } from '@/lib/i18n'
import { i18n } from '@/lib/i18n'
import { buildRepeat, describeRepeat, parseRepeat } from '../model/repeat'

beforeAll(() => initI18n('en'))

const monday = new Date(2026, 2, 9, 7)

describe('repeat rules in the event form', () => {
  it.each([
    ['FREQ=DAILY', 'daily'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'weekdays'],
    ['FREQ=WEEKLY;BYDAY=MO,WE', 'weekly'],
    ['FREQ=MONTHLY', 'monthly'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', 'custom'],
  ])('reads %s as %s and writes it back the same', (rule, kind) => {
    const model = parseRepeat(rule, monday)
    expect(model.kind).toBe(kind)
    expect(buildRepeat(model)).toBe(rule)
  })

  it('writes an end date as a local day and a count as COUNT', () => {
    const model = parseRepeat('FREQ=WEEKLY;BYDAY=MO,WE', monday)
    expect(buildRepeat({ ...model, end: 'until', until: '2026-06-30' })).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260630')
    expect(buildRepeat({ ...model, end: 'count', count: 10 })).toBe('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10')
    expect(buildRepeat({ ...model, kind: 'none' })).toBeNull()
  })

  it('reads the server’s UTC UNTIL as the student’s last day', () => {
    const model = parseRepeat('FREQ=DAILY;UNTIL=20260630T235959Z', monday)
    expect(model).toMatchObject({ kind: 'daily', end: 'until' })
    expect(model.until).toMatch(/^2026-0[67]-\d\d$/)
  })

  it('describes rules in words', () => {
    const t = i18n.t.bind(i18n)
    expect(describeRepeat(t, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toBe('Every weekday')
    expect(describeRepeat(t, 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4')).toBe('Every Mon, Wed, 4 times')
    expect(describeRepeat(t, 'FREQ=DAILY;UNTIL=20260630')).toBe('Every day until Tue 30 Jun')
    expect(describeRepeat(t, null)).toBe('Does not repeat')
  })
})
