import type { Lang } from '@contract/common'
import { LANGS } from '@contract/common'
import type { UserInfo } from '@contract/user'
import { toBool } from '../../db/time'
import { STAGES, gradeById } from '../dictionary'
import type { UserRow } from './user.repository'

/** +8613812345678 -> 138****5678: the full number never leaves the server. */
export function maskPhone(phone: string | null): string {
  if (!phone) return ''
  const national = phone.startsWith('+86') ? phone.slice(3) : phone.replace(/^\+/, '')
  if (national.length < 7) return national.replace(/.(?=.{2})/g, '*')
  return `${national.slice(0, 3)}****${national.slice(-4)}`
}

export function toUserInfo(row: UserRow, lang: Lang, now = new Date()): UserInfo {
  const grade = gradeById(row.grade_id)
  const vipActive = !!row.vip_until && Date.parse(row.vip_until) > now.getTime()
  const language = (LANGS as readonly string[]).includes(row.language) ? (row.language as Lang) : 'zh-Hans'
  return {
    uid: row.id,
    avatar: row.avatar,
    nickname: row.nickname,
    phone: maskPhone(row.phone),
    account: row.account ?? '',
    school: row.school,
    school_id: row.school_id,
    grade_id: row.grade_id,
    grade: grade ? grade.name[lang] : '',
    stage_id: grade ? grade.stageId : 0,
    stage: grade ? STAGES[grade.stageId][lang] : '',
    course_ids: JSON.parse(row.course_ids) as number[],
    invite_max_quota: row.invite_max_quota,
    invited_num: row.invited_num,
    left_question_num: row.left_question_num,
    account_status: row.account_status as 1 | 2 | 3,
    is_collected_info: toBool(row.is_collected_info),
    is_vip: vipActive,
    vip_end_time: row.vip_until,
    tone_id: row.tone_id,
    language,
    bedtime: row.bedtime,
    wake_time: row.wake_time,
    has_password: !!row.password_hash,
    created_at: row.created_at,
  }
}
