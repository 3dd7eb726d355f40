// The growth bench's endpoints (bench/growth.ts, bench/growth-probe.ts): what each student asks.
import type { GrowthStudent } from './growth-seed'

const DAY_MS = 86_400_000

export interface Endpoint {
  label: string
  /** Plan endpoints are held to the target; the others are reported. */
  plan: boolean
  call: (s: GrowthStudent) => [method: 'GET' | 'POST', url: string, body?: unknown]
}

/** This week in the student's zone (UTC+8): Monday 00:00 to the next Monday. */
function thisWeek(): string {
  const local = Date.now() + 8 * 3_600_000
  const monday = Math.floor(local / DAY_MS) * DAY_MS - ((new Date(local).getUTCDay() + 6) % 7) * DAY_MS - 8 * 3_600_000
  return `from=${encodeURIComponent(new Date(monday).toISOString())}&to=${encodeURIComponent(new Date(monday + 7 * DAY_MS).toISOString())}`
}

export const ENDPOINTS: Endpoint[] = [
  { label: 'GET query-event (this week)', plan: true, call: () => ['GET', `/api/v1/study-plan/query-event?${thisWeek()}`] },
  { label: 'GET today-tasks/list', plan: true, call: () => ['GET', '/api/v1/today-tasks/list'] },
  { label: 'GET exam-tactics/exam-list', plan: true, call: () => ['GET', '/api/v1/exam-tactics/exam-list'] },
  { label: 'GET unread-event-num', plan: true, call: () => ['GET', '/api/v1/study-plan/unread-event-num'] },
  { label: 'GET event (series detail)', plan: true, call: (s) => ['GET', `/api/v1/study-plan/event?event_id=${s.seriesId}`] },
  { label: 'POST instruction (question)', plan: true, call: () => ['POST', '/api/v1/study-plan/instruction', { text: 'What do I have tomorrow?' }] },
  { label: 'POST instruction (add: conflicts)', plan: true, call: () => ['POST', '/api/v1/study-plan/instruction', { text: 'Add physics revision tomorrow from 4pm to 5pm' }] },
  { label: 'GET exam schedule-blocks', plan: true, call: (s) => ['GET', `/api/v1/exam-tactics/schedule-blocks?event_id=${s.examId}`] },
  { label: 'GET chat/history (latest page)', plan: false, call: (s) => ['GET', `/api/v1/chat/history?chat_id=${s.chatId}`] },
  { label: 'GET chat/init (chat list)', plan: false, call: () => ['GET', '/api/v1/chat/init'] },
  { label: 'GET chat noread/count', plan: false, call: () => ['GET', '/api/v1/chat/history/noread/count'] },
]

