import type { Exam } from '@contract/exam-tactics'
import { i18n, initI18n } from '@/lib/i18n'
import { countdownOf } from '../model/countdown'

beforeAll(() => initI18n('en'))

const exam = (daysLeft: number, start: string): Exam => ({
  event_id: 'ev_1',
  occurrence_start: null,
  title: 'Maths final',
  course_id: 2,
  start_at: start,
  end_at: start,
  all_day: false,
  days_left: daysLeft,
  minutes: 120,
  finished: false,
})

describe('exam countdown', () => {
  const t = i18n.t.bind(i18n)
  const now = new Date('2026-03-11T02:30:00Z')

  it('counts days, then tomorrow, then hours and minutes on the day, then now', () => {
    expect(countdownOf(t, exam(12, '2026-03-23T01:00:00Z'), now)).toEqual({ value: '12', label: 'days left', urgent: false })
    expect(countdownOf(t, exam(3, '2026-03-14T01:00:00Z'), now)).toMatchObject({ value: '3', urgent: true })
    expect(countdownOf(t, exam(1, '2026-03-12T01:00:00Z'), now)).toEqual({ value: 'Tomorrow', label: 'exam day', urgent: true })
    expect(countdownOf(t, exam(0, '2026-03-11T05:50:00Z'), now)).toEqual({ value: '3 h 20 min', label: 'starts in', urgent: true })
    expect(countdownOf(t, exam(0, '2026-03-11T02:45:00Z'), now)).toMatchObject({ value: '15 min' })
    expect(countdownOf(t, exam(0, '2026-03-11T02:00:00Z'), now)).toMatchObject({ value: 'Now', label: 'under way' })
  })
})
