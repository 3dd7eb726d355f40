import { ACCOUNT_STATUS } from '@contract/account-status'
import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { endUserSessions, liveSessions } from '../../modules/session'
import { updateUser } from '../../modules/user'
import { maskPhone } from '../../lib/mask'
import { findUser, STATUS_NAME } from './find-user'

export const userCommand: AdminCommand = {
  name: 'user',
  summary: 'show a student: status, activation, invitations, questions left',
  usage: 'user <id | phone | account>',
  async run({ db, out }, { positionals }) {
    const u = await findUser(db, positionals[0])
    const sessions = await liveSessions(db, u.id)
    out(`${u.id}  ${u.nickname || '-'}  ${u.phone ? maskPhone(u.phone) : '-'}  ${u.account ?? '-'}`)
    out(`status: ${STATUS_NAME[u.account_status]}${u.activated_at ? ` (since ${u.activated_at} by ${u.activated_via})` : ''}`)
    out(`questions left: ${u.left_question_num}  invited: ${u.invited_num}/${u.invite_max_quota}  invite code: ${u.invite_code}`)
    out(`school: ${u.school || '-'}  grade: ${u.grade_id || '-'}  created: ${u.created_at}`)
    out(`live sessions: ${sessions.map((s) => `${s.platform} (seen ${s.last_seen_at})`).join(', ') || 'none'}`)
  },
}

export const disableCommand: AdminCommand = {
  name: 'disable',
  summary: 'disable an account (status 2): it cannot sign in and its sessions end now',
  usage: 'disable <id | phone | account>',
  async run({ db, out }, { positionals }) {
    const u = await findUser(db, positionals[0])
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, u.id, { account_status: ACCOUNT_STATUS.DISABLED })
      await endUserSessions(trx, u.id, 'disabled')
    })
    out(`disabled ${u.id}; its sessions ended`)
  },
}

export const enableCommand: AdminCommand = {
  name: 'enable',
  summary: 'enable a disabled account again (active if it was activated before, else not activated)',
  usage: 'enable <id | phone | account>',
  async run({ db, out }, { positionals }) {
    const u = await findUser(db, positionals[0])
    if (u.account_status !== ACCOUNT_STATUS.DISABLED) throw new UsageError(`${u.id} is not disabled (${STATUS_NAME[u.account_status]})`)
    const status = u.activated_at ? ACCOUNT_STATUS.NORMAL : ACCOUNT_STATUS.DEFAULT
    await updateUser(db, u.id, { account_status: status })
    out(`enabled ${u.id} (${STATUS_NAME[status]})`)
  },
}

export const quotaCommand: AdminCommand = {
  name: 'quota',
  summary: "set how many students a student may invite",
  usage: 'quota <id | phone | account> <places>',
  async run({ db, out }, { positionals }) {
    const u = await findUser(db, positionals[0])
    const places = Number(positionals[1])
    if (!Number.isInteger(places) || places < 0) throw new UsageError('places must be a whole number, 0 or more')
    await updateUser(db, u.id, { invite_max_quota: places })
    out(`${u.id} may now invite ${places} (${u.invited_num} used)`)
  },
}
