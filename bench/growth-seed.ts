// The growth bench's students: the same current plan (10 events: the weeks around now look the
// same for everyone) plus a history of past plan events and chat messages, written through the
// server's own row writer (PlanTx) so every stored column is what the API would have stored.
import { sql } from 'kysely'
import { openDatabase, type DB } from '../server/src/db/database'
import { newId } from '../server/src/db/ids'
import { createSession } from '../server/src/modules/session/session.repository'
import { insertUser } from '../server/src/modules/user/user.repository'
import { appendMessages, blankMessage } from '../server/src/modules/chat/chat.repository'
import type { EventRow } from '../server/src/modules/study-plan/event-row'
import { PlanTx } from '../server/src/modules/study-plan/store/plan-tx'

export const ZONE = 'Asia/Shanghai'
const OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** A small deterministic generator: the same history every run. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Local midnight in the student's zone (UTC+8, no daylight saving) `days` from today's. */
const localMidnight = (now: number, days: number) => Math.floor((now + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS + days * DAY_MS
const iso = (ms: number) => new Date(ms).toISOString()
const stamp = (ms: number) => iso(ms).replace(/[-:]/g, '').replace(/\.\d{3}/, '')

function eventRow(userId: string, now: string, e: Partial<EventRow> & Pick<EventRow, 'title' | 'start_at' | 'end_at'>): EventRow {
  return {
    id: newId('ev'),
    user_id: userId,
    course_id: null,
    all_day: 0,
    time_zone: ZONE,
    rrule: null,
    exdates: '[]',
    parent_id: null,
    recurrence_id: null,
    reminder_min: null,
    location: '',
    note: '',
    kind: 'study',
    status: 'todo',
    source: 'manual',
    unread: 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    ...e,
  } as EventRow
}

/** The plan every student has now: open and ending series, today's tasks, two exams. */
function currentPlan(userId: string, nowMs: number, now: string): EventRow[] {
  const day = (d: number, hour: number, minutes: number) => localMidnight(nowMs, d) + hour * HOUR_MS + minutes * 60_000
  // This week's Monday, as a day offset from today.
  const monday = -((new Date(localMidnight(nowMs, 0) + OFFSET_MS).getUTCDay() + 6) % 7)
  const maths = eventRow(userId, now, { title: 'Maths homework', course_id: 2, start_at: iso(day(monday - 21, 19, 0)), end_at: iso(day(monday - 21, 20, 0)), rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' })
  return [
    maths,
    eventRow(userId, now, { title: 'English reading', course_id: 3, start_at: iso(day(-14, 7, 0)), end_at: iso(day(-14, 7, 30)), rrule: 'FREQ=DAILY' }),
    eventRow(userId, now, { title: 'Physics class', course_id: 5, kind: 'class', start_at: iso(day(-9, 9, 0)), end_at: iso(day(-9, 11, 0)), rrule: `FREQ=WEEKLY;UNTIL=${stamp(day(60, 23, 0))}` }),
    eventRow(userId, now, { title: 'Chemistry drills', course_id: 6, start_at: iso(day(-35, 16, 0)), end_at: iso(day(-35, 17, 0)), rrule: 'FREQ=WEEKLY;COUNT=20' }),
    eventRow(userId, now, { title: 'Maths midterm', course_id: 2, kind: 'exam', start_at: iso(day(10, 9, 0)), end_at: iso(day(10, 11, 0)) }),
    eventRow(userId, now, { title: 'Biology final', course_id: 7, kind: 'exam', all_day: 1, start_at: iso(day(40, 0, 0)), end_at: iso(day(41, 0, 0)) }),
    eventRow(userId, now, { title: 'Essay draft', course_id: 1, start_at: iso(day(0, 15, 0)), end_at: iso(day(0, 16, 0)) }),
    eventRow(userId, now, { title: 'Rest', kind: 'rest', start_at: iso(day(0, 12, 0)), end_at: iso(day(0, 13, 0)) }),
    eventRow(userId, now, { title: 'Review notes', course_id: 4, source: 'assistant', unread: 1, start_at: iso(day(1, 16, 0)), end_at: iso(day(1, 17, 0)) }),
    // This week's Wednesday maths, moved an hour later.
    eventRow(userId, now, { title: 'Maths homework', course_id: 2, parent_id: maths.id, recurrence_id: iso(day(monday + 2, 19, 0)), start_at: iso(day(monday + 2, 20, 0)), end_at: iso(day(monday + 2, 21, 0)) }),
  ]
}

const KINDS = ['study', 'study', 'study', 'class', 'class', 'exam', 'rest', 'other']

/**
 * `n` rows of history: three in four single events, one in five series that ended (weekly,
 * daily or monthly, until a date or for a count), the rest edited occurrences; one in fifty
 * deleted; half the past single events ticked off on their day. All but one in twenty are over at least two weeks before now; the others lie more
 * than 200 days ahead (beyond every window the app asks for).
 */
function history(userId: string, nowMs: number, now: string, n: number, rnd: () => number): EventRow[] {
  const rows: EventRow[] = []
  const series: EventRow[] = []
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]
  const when = () => (rnd() < 0.95 ? localMidnight(nowMs, -14 - Math.floor(rnd() * 3 * 365)) : localMidnight(nowMs, 200 + Math.floor(rnd() * 700)))
  for (let i = 0; i < n; i++) {
    const r = rnd()
    const start = when() + (7 + Math.floor(rnd() * 14)) * HOUR_MS
    const length = (1 + Math.floor(rnd() * 4)) * 30 * 60_000
    const base = { title: `Past ${i}`, course_id: 1 + Math.floor(rnd() * 9), kind: pick(KINDS), deleted_at: rnd() < 0.02 ? now : null }
    if (r < 0.2 && start < nowMs) {
      const weeks = 2 + Math.floor(rnd() * 12)
      const rule = pick([
        `FREQ=WEEKLY;COUNT=${weeks}`,
        `FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=${stamp(start - 14 * DAY_MS)}`,
        `FREQ=DAILY;COUNT=${weeks}`,
        'FREQ=MONTHLY;COUNT=3',
      ])
      // A series ends two weeks before now at the latest: start it early enough.
      const first = start - (rule.startsWith('FREQ=MONTHLY') ? 100 : weeks * 7 + 30) * DAY_MS
      const row = eventRow(userId, now, { ...base, start_at: iso(first), end_at: iso(first + length), rrule: rule.replace(/UNTIL=\w+/, `UNTIL=${stamp(start - 14 * DAY_MS)}`) })
      rows.push(row)
      series.push(row)
    } else if (r < 0.25 && series.length > 0) {
      const parent = pick(series)
      rows.push(eventRow(userId, now, { ...base, title: parent.title, parent_id: parent.id, recurrence_id: parent.start_at, start_at: iso(Date.parse(parent.start_at) + HOUR_MS), end_at: iso(Date.parse(parent.end_at) + HOUR_MS) }))
    } else {
      const allDay = rnd() < 0.05
      const past = start < nowMs
      const done = past && rnd() < 0.5
      rows.push(
        eventRow(userId, now, {
          ...base,
          all_day: allDay ? 1 : 0,
          start_at: iso(allDay ? localMidnight(start, 0) : start),
          end_at: iso(allDay ? localMidnight(start, 1) : start + length),
          status: done ? 'done' : 'todo',
          // Ticked off as it ended (its own day, so it counts for the streak), as a diligent student does.
          done_at: done ? iso(allDay ? localMidnight(start, 0) + 20 * HOUR_MS : start + length) : null,
          source: rnd() < 0.3 ? 'assistant' : 'manual',
          unread: rnd() < 0.05 ? 1 : 0,
        }),
      )
    }
  }
  return rows
}

async function writeRows(db: DB, userId: string, rows: EventRow[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db.transaction().execute(async (trx) => {
      const tx = new PlanTx(trx, userId, new Date().toISOString())
      for (const row of rows.slice(i, i + 500)) await tx.insert(row)
    })
  }
}

/** One question chat of `n` messages (a long conversation) and, past 100 messages, more chats of 10. */
async function writeChats(db: DB, userId: string, n: number) {
  const long = Math.min(n, Math.max(10, Math.floor(n / 2)))
  const counts = [long]
  for (let left = n - long; left > 0; left -= 10) counts.push(Math.min(10, left))
  let firstChat = ''
  for (const [c, count] of counts.entries()) {
    const at = iso(Date.now() - (counts.length - c) * 3_600_000)
    const chatId = newId('c')
    firstChat ||= chatId
    await db
      .insertInto('chats')
      .values({
        id: chatId,
        user_id: userId,
        type: 'question',
        title: `Question ${c}`,
        // The columns' defaults, as the bench has always written them.
        has_image: 0,
        help_level: 'hint',
        charged: 0,
        turns: 0,
        created_at: at,
        updated_at: at,
        last_message_at: at,
        last_preview: 'x',
        unread_count: c % 7 === 0 ? 1 : 0,
      })
      .execute()
    for (let i = 0; i < count; i += 200) {
      const batch = Array.from({ length: Math.min(200, count - i) }, (_, k) => ({
        ...blankMessage,
        chat_id: chatId,
        user_id: userId,
        role: (i + k) % 2 === 0 ? 'user' : 'assistant',
        content: `Message ${i + k}: how do I solve 3x + 5 = 20? Subtract 5 from both sides, then divide by 3.`,
        status: 'done',
      }))
      await appendMessages(db, chatId, batch, at)
    }
  }
  return firstChat
}

/** Gathers PostgreSQL's table statistics (as autovacuum does after a bulk load). */
export async function analyze(databaseUrl: string, dataDir: string) {
  const handle = openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PG_POOL_MAX: 1 })
  try {
    await sql`ANALYZE`.execute(handle.db)
  } finally {
    await handle.close()
  }
}

export interface GrowthStudent {
  size: number
  token: string
  /** The long chat (its latest page is what the history endpoint shows). */
  chatId: string
  /** The exam in ten days. */
  examId: string
  /** The open weekly series, for the event detail. */
  seriesId: string
}

/** A student with the current plan plus `size - 10` events of history, and `size` chat messages. */
export async function seedGrowthStudent(databaseUrl: string, dataDir: string, size: number, seed: number): Promise<GrowthStudent> {
  const handle = openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PG_POOL_MAX: 2 })
  try {
    const { db } = handle
    const phone = `+86139${String(20_000_000 + seed).slice(-8)}`
    const user = await insertUser(db, { phone, nickname: `Growth ${size}`, inviteMaxQuota: 5 })
    await db.updateTable('users').set({ account_status: 1, left_question_num: 20, is_collected_info: 1, grade_id: 10 }).where('id', '=', user.id).execute()
    const { token } = await createSession(db, { userId: user.id, platform: 'h5', ttlDays: 30 })
    const nowMs = Date.now()
    const now = iso(nowMs)
    const plan = currentPlan(user.id, nowMs, now)
    await writeRows(db, user.id, [...plan, ...history(user.id, nowMs, now, size - plan.length, random(seed))])
    const chatId = await writeChats(db, user.id, size)
    return { size, token, chatId, examId: plan[4].id, seriesId: plan[0].id }
  } finally {
    await handle.close()
  }
}
