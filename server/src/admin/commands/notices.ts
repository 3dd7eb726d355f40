import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { addNotification, addNoticeToAllActive } from '../../modules/notifications'
import { findUser } from './find-user'

const MAX_TITLE = 60
const MAX_BODY = 500

/** `notice`: a system notice in the students' notification lists, to one student or to every active one. */
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
      const sent = await addNoticeToAllActive(ctx.db, { title, body, link })
      return ctx.out(`notice sent to ${sent} students`)
    }
    if (!positionals[0]) throw new UsageError('name a student (u_…, phone or account) or pass --all')
    const user = await findUser(ctx.db, positionals[0])
    const id = await addNotification(ctx.db, { userId: user.id, kind: 'system', title, body, link })
    ctx.out(`notice ${id} sent to ${user.id}`)
  },
}
