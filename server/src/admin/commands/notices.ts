import { sql } from 'kysely'
import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { addNotification } from '../../modules/notifications/notifications.repository'
import { nowIso } from '../../db/time'
import { findUser } from './find-user'

const MAX_TITLE = 60
const MAX_BODY = 500

/**
 * `notice`: a system notice in the students' notification lists, to one student or to every
 * active one (one INSERT … SELECT, so thousands of students are one statement).
 */
export const noticeCommand: AdminCommand = {
  name: 'notice',
  summary: 'send a system notice to one student or to every active one (--all)',
  usage: 'notice <u_… | phone | account> | --all  --title "…" --body "…" [--link pages/vip/index]',
  options: { all: { type: 'boolean' }, title: { type: 'string' }, body: { type: 'string' }, link: { type: 'string' } },
  async run(ctx, { positionals, values }) {
    const title = typeof values.title === 'string' ? values.title.trim() : ''
    const body = typeof values.body === 'string' ? values.body.trim() : ''
    const link = typeof values.link === 'string' ? values.link.trim() : ''
    if (!title || [...title].length > MAX_TITLE) throw new UsageError(`--title is required, at most ${MAX_TITLE} characters`)
    if (!body || [...body].length > MAX_BODY) throw new UsageError(`--body is required, at most ${MAX_BODY} characters`)
    if (link && !/^pages\/[A-Za-z0-9_/-]+(\?[^\s]*)?$/.test(link)) throw new UsageError('--link must be an app route such as pages/vip/index')
    if (values.all) {
      const stamp = Date.now().toString(36)
      const now = nowIso()
      const result = await ctx.db
        .insertInto('notifications')
        .columns(['id', 'user_id', 'kind', 'template', 'params', 'title', 'body', 'link', 'dedupe_key', 'unread', 'created_at', 'read_at'])
        .expression(
          ctx.db
            .selectFrom('users')
            .select([
              sql<string>`${`n_${stamp}_`} || id`.as('id'),
              'id as user_id',
              sql<string>`${'system'}`.as('kind'),
              sql<null>`null`.as('template'),
              sql<string>`${'{}'}`.as('params'),
              sql<string>`${title}`.as('title'),
              sql<string>`${body}`.as('body'),
              sql<string>`${link}`.as('link'),
              sql<string>`${`notice:${stamp}`}`.as('dedupe_key'),
              sql<number>`1`.as('unread'),
              sql<string>`${now}`.as('created_at'),
              sql<null>`null`.as('read_at'),
            ])
            .where('deleted_at', 'is', null)
            .where('account_status', '=', 1),
        )
        .executeTakeFirst()
      return ctx.out(`notice sent to ${Number(result.numInsertedOrUpdatedRows ?? 0n)} students`)
    }
    if (!positionals[0]) throw new UsageError('name a student (u_…, phone or account) or pass --all')
    const user = await findUser(ctx.db, positionals[0])
    const id = await addNotification(ctx.db, { userId: user.id, kind: 'system', title, body, link })
    ctx.out(`notice ${id} sent to ${user.id}`)
  },
}
