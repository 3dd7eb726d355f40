import type { AlterProfileBody, AlterSettingsBody, AlterSleepBody } from '@contract/user'
import type { Updateable } from 'kysely'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { COURSES, TONES, gradeById } from '../dictionary'
import { findSchoolName } from '../school'
import type { UsersTable } from './user.tables'
import { findUserById, updateUser, type UserRow } from './user.repository'

async function update(app: App, userId: string, changes: Updateable<UsersTable>): Promise<UserRow> {
  const user = await updateUser(app.db, userId, changes)
  if (!user) throw new AppError('USER_NOT_FOUND')
  return user
}

/** School, grade, courses and nickname; the info counts as collected once school, grade and courses are all known. */
export async function alterProfile(app: App, userId: string, body: AlterProfileBody): Promise<UserRow> {
  const current = await findUserById(app.db, userId)
  if (!current) throw new AppError('USER_NOT_FOUND')
  const changes: Updateable<UsersTable> = {}
  if (body.nickname !== undefined) {
    const nickname = body.nickname.trim()
    if (!nickname) throw new AppError('VALIDATION', { field: 'nickname', issue: 'missing' })
    changes.nickname = nickname
  }
  if (body.school_id !== undefined) {
    const school = await findSchoolName(app.db, body.school_id)
    if (!school) throw new AppError('SCHOOL_NOT_FOUND')
    changes.school_id = school.id
    changes.school = school.name
  }
  if (body.grade_id !== undefined) {
    if (!gradeById(body.grade_id)) throw new AppError('VALIDATION', { field: 'grade_id' })
    changes.grade_id = body.grade_id
  }
  if (body.course_ids !== undefined) {
    if (!body.course_ids.every((id) => COURSES.some((c) => c.id === id))) throw new AppError('VALIDATION', { field: 'course_ids' })
    changes.course_ids = JSON.stringify(body.course_ids)
  }
  const next = { ...current, ...changes }
  if (next.school_id && next.grade_id && JSON.parse(next.course_ids).length > 0) changes.is_collected_info = 1
  return update(app, userId, changes)
}

export async function alterSettings(app: App, userId: string, body: AlterSettingsBody): Promise<UserRow> {
  if (body.tone_id !== undefined && !TONES.some((t) => t.id === body.tone_id)) throw new AppError('VALIDATION', { field: 'tone_id' })
  return update(app, userId, { ...(body.tone_id !== undefined && { tone_id: body.tone_id }), ...(body.language && { language: body.language }) })
}

export async function alterSleep(app: App, userId: string, body: AlterSleepBody): Promise<UserRow> {
  if (body.bedtime === body.wake_time) throw new AppError('VALIDATION', { field: 'wake_time' })
  return update(app, userId, { bedtime: body.bedtime, wake_time: body.wake_time })
}

export async function setAvatar(app: App, userId: string, avatar: string): Promise<{ previous: string }> {
  const current = await findUserById(app.db, userId)
  if (!current) throw new AppError('USER_NOT_FOUND')
  await update(app, userId, { avatar })
  return { previous: current.avatar }
}
