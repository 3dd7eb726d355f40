import { LANGS, type Lang } from '@contract/common'
import { PARENT_DIGEST_ROUTE } from '@contract/parent-digest'
import type { DigestDelivery } from '@contract/parent-digest-delivery'
import type { Config } from '../../../config'
import type { DB } from '../../../db/database'
import { newId } from '../../../db/ids'
import { AppError } from '../../../errors'
import { clock } from '../../../lib/time'
import type { ProviderLog } from '../../../providers/provider-log'
import { parseWechatFields, pushProviderNames } from '../../../providers/push/push.env'
import { fieldLimit, wechatChannel } from '../../../providers/push/wechat-channel'
import { requireWechat, type WechatProvider } from '../../../providers/wechat'
import { storedZoneOf } from '../../study-plan'
import { computeDigest } from '../digest.service'
import { liveShare, sectionsOf } from '../share.service'
import { claimSend, deleteSubscription, findSubscription, setSendOutcome, subscriptionsWithShare, upsertSubscription, type DeliverableRow } from './delivery.repository'
import { findUserById } from '../../user'
import { digestMessage } from './message'

/** What delivery needs: the app gives its own; the operator CLI builds them from the configuration. */
export interface DeliveryDeps {
  db: DB
  wechat: WechatProvider | null
  config: Pick<Config, 'PARENT_DIGEST_WECHAT_TEMPLATE_ID' | 'PARENT_DIGEST_WECHAT_FIELDS' | 'PUSH_PROVIDER' | 'PUSH_WECHAT_TEMPLATE_ID' | 'PUSH_WECHAT_FIELDS'>
  log: ProviderLog
}

export type SendOutcome = 'sent' | 'skipped' | 'failed'

const CHANNEL = 'wechat'
const asLang = (v: string): Lang => ((LANGS as readonly string[]).includes(v) ? (v as Lang) : 'zh-Hans')

/** The subscribe-message template parents allow, or null when this server cannot message a parent. */
export function parentTemplate(deps: Pick<DeliveryDeps, 'wechat' | 'config'>): string | null {
  if (!deps.wechat) return null
  const own = deps.config.PARENT_DIGEST_WECHAT_TEMPLATE_ID
  if (own) return own
  const shared = pushProviderNames(deps.config.PUSH_PROVIDER).includes('wechat') ? deps.config.PUSH_WECHAT_TEMPLATE_ID : ''
  return shared || null
}

export const digestDelivery = (deps: Pick<DeliveryDeps, 'wechat' | 'config'>): DigestDelivery => ({ wechat_template_id: parentTemplate(deps) })

/** The link's share and the parent asking (their openid, from a wx.login code); the link is checked first. */
async function parentOf(deps: DeliveryDeps, token: string, code: string) {
  const share = await liveShare(deps.db, token)
  if (!parentTemplate(deps)) throw new AppError('PARENT_DELIVERY_UNAVAILABLE')
  const { openid } = await requireWechat(deps.wechat).code2Session(code)
  return { share, openid }
}

export async function subscriptionState(deps: DeliveryDeps, token: string, code: string): Promise<boolean> {
  const { share, openid } = await parentOf(deps, token, code)
  return !!(await findSubscription(deps.db, share.id, CHANNEL, openid))
}

/** The parent asks for the digest every week (again: their language is refreshed). */
export async function subscribeParent(deps: DeliveryDeps, token: string, code: string, lang: Lang): Promise<void> {
  const { share, openid } = await parentOf(deps, token, code)
  const now = clock.now().toISOString()
  await upsertSubscription(deps.db, { id: newId('pds'), share_id: share.id, user_id: share.user_id, channel: CHANNEL, openid, lang, created_at: now, updated_at: now })
}

/** The parent stops it; stopping twice is no error (the page shows "not subscribed" either way). */
export async function unsubscribeParent(deps: DeliveryDeps, token: string, code: string): Promise<void> {
  const { share, openid } = await parentOf(deps, token, code)
  await deleteSubscription(deps.db, share.id, CHANNEL, openid)
}

/** The subscriptions to send: their link not revoked and their student's account not deleted. */
export async function deliverable(db: DB, shareId?: string): Promise<DeliverableRow[]> {
  const rows = await subscriptionsWithShare(db, shareId)
  const live = new Set<string>()
  for (const userId of new Set(rows.map((r) => r.user_id))) if (await findUserById(db, userId)) live.add(userId)
  return rows.filter((r) => live.has(r.user_id))
}

/**
 * Sends one parent the digest of the week holding `now`, once: the (subscription, week) claim
 * is taken first, so another instance or a re-run finds it and sends nothing. A send that failed
 * (WeChat busy or unreachable) may be claimed again by a later run, a few times at most. Answers
 * null when it was claimed already, else what the channel did (recorded on the claim).
 */
export async function sendDigest(deps: DeliveryDeps, sub: DeliverableRow, week: string, now: Date): Promise<SendOutcome | null> {
  const sendId = await claimSend(deps.db, { id: newId('pdx'), subscription_id: sub.id, user_id: sub.user_id, week, sent_at: now.toISOString() })
  if (!sendId) return null
  let outcome: SendOutcome
  const templateId = parentTemplate(deps)
  if (!templateId || !deps.wechat) outcome = 'failed'
  else {
    try {
      const lang = asLang(sub.lang)
      const zone = await storedZoneOf(deps.db, sub.user_id)
      const digest = await computeDigest(deps.db, { userId: sub.user_id, zone, now, lang, sections: sectionsOf(sub), displayName: sub.display_name })
      // Its own template has its own keys; the reminders' template, the reminders' keys.
      const own = deps.config.PARENT_DIGEST_WECHAT_TEMPLATE_ID && deps.config.PARENT_DIGEST_WECHAT_FIELDS
      const fields = parseWechatFields(own || deps.config.PUSH_WECHAT_FIELDS) ?? []
      const contentField = fields.find(([, from]) => from === 'content')?.[0]
      const { title, content } = digestMessage(digest, lang, contentField ? fieldLimit(contentField) : Infinity)
      const channel = wechatChannel(deps.wechat, { templateId, fields, timeZone: zone })
      // The message opens the digest page without the link's secret: the page remembers the link it was opened with.
      outcome = await channel.send({ requestId: sendId, title, content, payload: { link: PARENT_DIGEST_ROUTE }, target: { openid: sub.openid, pushClientId: null }, lang, createdAt: now })
    } catch (err) {
      deps.log.warn({ err, subscription: sub.id, week }, 'weekly digest to a parent failed')
      outcome = 'failed'
    }
  }
  await setSendOutcome(deps.db, sendId, outcome)
  return outcome
}
