import type { PlanEvent } from '@contract/study-plan'

/** A one-off study event for the tests of the plan's pages and models; `over` sets what a test cares about. */
export const planEvent = (over: Partial<PlanEvent> = {}): PlanEvent => ({
  id: 'ev_1',
  event_id: 'ev_1',
  series_id: null,
  occurrence_start: null,
  title: 'Maths',
  course_id: 2,
  start_at: new Date(2026, 2, 12, 19).toISOString(),
  end_at: new Date(2026, 2, 12, 20).toISOString(),
  all_day: false,
  time_zone: 'Asia/Shanghai',
  rrule: null,
  kind: 'study',
  status: 'todo',
  source: 'manual',
  unread: false,
  reminder_min: null,
  location: '',
  note: '',
  edited: false,
  ...over,
})
