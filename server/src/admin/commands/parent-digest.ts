import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { shareById } from '../../modules/parent-digest/delivery/delivery.repository'
import { deliverable, parentTemplate, sendDigest, type DeliveryDeps } from '../../modules/parent-digest/delivery/delivery.service'
import { createWechatProvider } from '../../providers/wechat'
import { clock } from '../../lib/time'
import { findUser } from './find-user'

/** Quiet unless something fails: the command prints its own summary. */
const cliLog = { info: () => {}, warn: (o: unknown, m?: string) => console.error(m ?? '', o), error: (o: unknown, m?: string) => console.error(m ?? '', o) }

/** The share named: by its id (psh_…), or the student's only share that parents subscribed to. */
async function shareOf(deps: DeliveryDeps, who: string): Promise<string> {
  if (who.startsWith('psh_')) {
    const share = await shareById(deps.db, who)
    if (!share) throw new UsageError(`no share ${who} (a revoked link is deleted with its subscriptions)`)
    return share.id
  }
  const user = await findUser(deps.db, who)
  const shares = [...new Set((await deliverable(deps.db)).filter((s) => s.user_id === user.id).map((s) => s.share_id))]
  if (shares.length === 0) throw new UsageError(`no parent subscribed to any of ${user.id}'s links`)
  if (shares.length > 1) throw new UsageError(`${user.id} has several links parents subscribed to; name one: ${shares.join(', ')}`)
  return shares[0]
}

/** `parent-digest-send`: the weekly digest of one share, now, to every parent subscribed to it. */
export const parentDigestSendCommand: AdminCommand = {
  name: 'parent-digest-send',
  summary: "send one share's weekly digest now to the parents subscribed to it",
  usage: 'parent-digest-send <psh_… share id | u_… | phone | account>',
  async run(ctx, { positionals }) {
    if (!positionals[0]) throw new UsageError('name a share (psh_…) or a student (u_…, phone or account)')
    const deps: DeliveryDeps = { db: ctx.db, config: ctx.config, wechat: createWechatProvider(ctx.config, cliLog), log: cliLog }
    const shareId = await shareOf(deps, positionals[0])
    if (!parentTemplate(deps)) throw new UsageError('weekly messages are not configured: set WECHAT_APP_ID/SECRET and PARENT_DIGEST_WECHAT_TEMPLATE_ID (or PUSH_PROVIDER=wechat)')
    const subs = await deliverable(ctx.db, shareId)
    if (subs.length === 0) throw new UsageError(`no parent subscribed to ${shareId}, or its student's account is deleted`)
    const now = clock.now()
    // A send of its own, outside the weekly ones: Sunday's digest still goes out.
    const outcomes = await Promise.all(subs.map((s) => sendDigest(deps, s, `manual:${now.toISOString()}`, now)))
    const count = (o: string) => outcomes.filter((x) => x === o).length
    ctx.out(`${shareId}: sent ${count('sent')}, skipped ${count('skipped')} (the parent's WeChat allowance is used up), failed ${count('failed')}`)
    if (count('failed') > 0) throw new Error(`${count('failed')} of ${subs.length} sends failed (see above)`)
  },
}
