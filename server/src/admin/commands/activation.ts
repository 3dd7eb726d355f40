import { ACCOUNT_STATUS } from '@contract/account-status'
import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { maskPhone } from '../../lib/mask'
import { admitFromWaitlist, issueExchangeCodes, listExchangeCodes, waitingStudents } from '../../modules/activation'
import { markActivated } from '../../modules/user'
import { findUser } from './find-user'

export const issueCodesCommand: AdminCommand = {
  name: 'codes:issue',
  summary: 'issue single-use exchange codes (printed once: they are stored hashed)',
  usage: 'codes:issue [--count N] [--note TEXT] [--days D]   (default 1 code, no expiry)',
  options: { count: { type: 'string', short: 'n' }, note: { type: 'string' }, days: { type: 'string' } },
  async run({ db, out }, { values }) {
    const count = Number(values.count ?? 1)
    if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new UsageError('--count must be 1 to 10000')
    const days = values.days === undefined ? null : Number(values.days)
    if (days !== null && (!Number.isFinite(days) || days <= 0)) throw new UsageError('--days must be a positive number')
    const expiresAt = days ? new Date(Date.now() + days * 86_400_000).toISOString() : null
    const { batch, codes } = await issueExchangeCodes(db, { count, note: String(values.note ?? ''), expiresAt })
    out(`# batch ${batch}: ${count} code(s)${expiresAt ? `, valid until ${expiresAt}` : ''}`)
    for (const code of codes) out(code)
  },
}

export const listCodesCommand: AdminCommand = {
  name: 'codes:list',
  summary: 'exchange code batches: how many issued, used, expired',
  usage: 'codes:list',
  async run({ db, out }) {
    const rows = await listExchangeCodes(db)
    const now = new Date().toISOString()
    const batches = new Map<string, { note: string; created: string; issued: number; used: number; expired: number }>()
    for (const r of rows) {
      const b = batches.get(r.batch) ?? { note: r.note, created: r.created_at, issued: 0, used: 0, expired: 0 }
      b.issued += 1
      if (r.used_at) b.used += 1
      else if (r.expires_at && r.expires_at <= now) b.expired += 1
      batches.set(r.batch, b)
    }
    if (!batches.size) return out('no exchange codes yet')
    for (const [id, b] of batches) out(`${id}  ${b.created}  issued ${b.issued}  used ${b.used}  expired ${b.expired}  ${b.note}`)
  },
}

export const waitlistCommand: AdminCommand = {
  name: 'waitlist',
  summary: 'students waiting to get in, oldest first',
  usage: 'waitlist [--limit N]',
  options: { limit: { type: 'string' } },
  async run({ db, out }, { values }) {
    const limit = Number(values.limit ?? 50)
    const rows = await waitingStudents(db, limit)
    if (!rows.length) return out('nobody is waiting')
    rows.forEach((r, i) => out(`${i + 1}. ${r.id}  ${r.nickname}  ${r.phone ? maskPhone(r.phone) : r.account}  since ${r.joined_at}`))
  },
}

export const admitCommand: AdminCommand = {
  name: 'admit',
  summary: 'let students in from the waiting list (or activate any waiting account)',
  usage: 'admit <id | phone | account>…  |  admit --first N',
  options: { first: { type: 'string' } },
  async run({ db, config, out }, { positionals, values }) {
    if (values.first !== undefined) {
      const first = Number(values.first)
      if (!Number.isInteger(first) || first < 1) throw new UsageError('--first must be 1 or more')
      const admitted = await admitFromWaitlist(db, { first, freeQuestions: config.FREE_QUESTIONS })
      return out(`admitted ${admitted.length}: ${admitted.join(' ') || '-'}`)
    }
    if (!positionals.length) throw new UsageError('name the students, or use --first N')
    for (const who of positionals) {
      const u = await findUser(db, who)
      if (u.account_status !== ACCOUNT_STATUS.DEFAULT) {
        out(`${u.id}: already ${u.account_status === 1 ? 'active' : 'disabled'}, left as is`)
        continue
      }
      const onList = await admitFromWaitlist(db, { userIds: [u.id], freeQuestions: config.FREE_QUESTIONS })
      if (!onList.length) await db.transaction().execute((trx) => markActivated(trx, u.id, 'operator', config.FREE_QUESTIONS))
      out(`${u.id}: activated`)
    }
  },
}
