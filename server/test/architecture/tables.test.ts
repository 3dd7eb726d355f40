import fs from 'node:fs'
import { hasQuery, rel, sourceFiles, tableOwners, tablesIn } from './source-scan'

/**
 * Each table belongs to one module (the folder whose `*.tables.ts` declares it) and is read and
 * written only by that module's `*.repository.ts` files; everyone else calls their functions,
 * passing a transaction when the change must be atomic. Route files hold no SQL at all.
 *
 * Two lists say where the code does not follow the rule yet, each entry with its reason:
 * EXCEPTIONS are deliberate; NOT_YET_MOVED is debt that may only shrink. Both must stay exact:
 * a new violation fails, and so does an entry whose file has since been fixed (remove it).
 */

/** Deliberate: a query that needs another module's table and would lose something if split. */
const EXCEPTIONS: Record<string, { tables: string[]; why: string }> = {
  'modules/session/session.repository.ts': {
    tables: ['users'],
    why: 'every authenticated request checks its session and the account status in one query; two would double the cost of each request',
  },
  'modules/invitation/invitees.repository.ts': {
    tables: ['users'],
    why: "the inviter's paged list of invitees joins their public profile (nickname, avatar) read-only, ordered and paged in one query",
  },
  'modules/activation/activation.repository.ts': {
    tables: ['users'],
    why: "the operator's view of the waiting list joins each waiting student's nickname and contact, read-only, ordered and limited in one query",
  },
  'modules/notifications/notifications.repository.ts': {
    tables: ['users'],
    why: "a notice to every active student is one INSERT … SELECT over the active accounts: thousands of students in one statement instead of one insert each",
  },
  'modules/deletion/erasure.ts': {
    tables: ['schools', 'sms_codes', 'throttles', 'users'],
    why: "erasing an account spans every module's rows in one transaction, written in one place so nothing is forgotten (erasure.test checks each table)",
  },
}

/** Debt: SQL that still sits outside its owning repository. Move it, then delete the line. */
const NOT_YET_MOVED: Record<string, string[]> = {
  // mistakes imports tutor (course guessing), tutor imports chat: the read belongs in mistakes once that cycle is cut.
  'modules/chat/chat.repository.ts': ['mistakes'],
  'modules/reminders/due.ts': ['study_events'],
  'modules/study-plan/ics/export.ts': ['study_events'],
  'modules/study-plan/preset/preset.service.ts': ['study_events'],
  'modules/study-plan/preview/draft-plan.ts': ['study_events'],
  'modules/study-plan/preview/preview-expiry.job.ts': ['plan_proposals'],
  'modules/study-plan/preview/proposals.ts': ['plan_proposals'],
  'modules/study-plan/store/occurrences.ts': ['study_events'],
  'modules/study-plan/store/plan-tx.ts': ['plan_state', 'plan_step_rows', 'plan_steps', 'study_events'],
  'modules/study-plan/store/undo.ts': ['plan_step_rows', 'plan_steps', 'study_events'],
  'modules/study-plan/store/window-rows.ts': ['study_events'],
  'modules/today-tasks/focus.service.ts': ['focus_sessions'],
  'modules/today-tasks/streak.ts': ['study_events'],
  'modules/today-tasks/today.service.ts': ['focus_sessions', 'mistake_retests', 'mistakes'],
}

const files = sourceFiles().filter((f) => !rel(f).startsWith('db/migrations/') && !rel(f).includes('__tests__'))
const owners = tableOwners(files)

/** file -> the tables it touches against the rule. */
function violations(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const file of files) {
    const name = rel(file)
    const wrong = tablesIn(fs.readFileSync(file, 'utf8'), owners).filter(
      (table) => !(name.startsWith(`${owners.get(table)}/`) && name.endsWith('.repository.ts')),
    )
    if (wrong.length) out[name] = wrong
  }
  return out
}

describe('each table is read and written only through its owning repository', () => {
  it('finds the tables and their owners (the scan itself works)', () => {
    expect(owners.get('users')).toBe('modules/user')
    expect(owners.get('sessions')).toBe('modules/session')
    expect(owners.size).toBeGreaterThan(30)
    expect(tablesIn("db.selectFrom('users as u').innerJoin('sessions', 'a', 'b')", owners)).toEqual(['sessions', 'users'])
    expect(tablesIn('sql`delete from users where id = 1`', owners)).toEqual(['users'])
  })

  it('no file touches a table outside its owning repository, except the listed ones', () => {
    const expected: Record<string, string[]> = { ...NOT_YET_MOVED }
    for (const [file, { tables }] of Object.entries(EXCEPTIONS)) expected[file] = tables
    expect(violations()).toEqual(expected)
  })

  it('every exception says why', () => {
    for (const { why } of Object.values(EXCEPTIONS)) expect(why.length).toBeGreaterThan(40)
  })

  it('route files hold no SQL', () => {
    const withSql = files.filter((f) => f.endsWith('.routes.ts') && hasQuery(fs.readFileSync(f, 'utf8'))).map(rel)
    expect(withSql).toEqual([])
  })
})
