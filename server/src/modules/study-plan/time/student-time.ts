import type { FastifyRequest } from 'fastify'
import type { DB } from '../../../db/database'
import { DEFAULT_TIME_ZONE } from '../../../plugins/request-context'
import { rememberTimeZone, storedTimeZone } from '../../user'
import { clock, isTimeZone } from '../../../lib/time'

/**
 * The plan's one notion of "now" and "where": every relative date ("tomorrow", "tonight", "in 20
 * minutes", "this week") is read from these two values, never from the server process's own time
 * zone (servers run in UTC; a student in Beijing saying "明天" at 08:00 means their tomorrow).
 */
export interface StudentTime {
  /** The instant of the request, from the plan's clock (tests pin it). */
  now: Date
  /** The student's IANA zone. */
  zone: string
}

/**
 * The zone the app sends in X-Time-Zone (kept on the account), else the one it sent last, else the
 * product's default. The header wins because a student who travels sees their day where they are.
 */
export async function studentTime(db: DB, req: FastifyRequest, userId: string): Promise<StudentTime> {
  const now = clock.now()
  const said = req.headers['x-time-zone']
  if (typeof said === 'string' && isTimeZone(said)) {
    await rememberTimeZone(db, userId, said)
    return { now, zone: said }
  }
  return { now, zone: (await storedTimeZone(db, userId)) ?? DEFAULT_TIME_ZONE }
}

/** The zone a student last used, for work done without a request of theirs (a parent's link, a weekly job). */
export async function storedZoneOf(db: DB, userId: string): Promise<string> {
  return (await storedTimeZone(db, userId)) ?? DEFAULT_TIME_ZONE
}
