import { PATHS } from '@contract/paths'
import type { ShareCreated, ShareSummary } from '@contract/parent-digest'
import type { App } from '../../src/types'
import { createUserWithSession } from '../helpers'
import type { FakeWechat } from '../fixtures/fake-wechat'

const D = PATHS.parentDigest
export const PARENT_TEMPLATE = 'tmpl-parent-week'
export const WECHAT_APP = { appId: 'wx0123456789abcdef', appSecret: 'wechat-secret-never-logged' }

let codes = 0

/** A student in `zone` who shares their focus and plan with a parent, named `name`. */
export async function sharingStudent(app: App, zone: string, name: string) {
  const s = await createUserWithSession(app)
  await app.db.updateTable('users').set({ time_zone: zone }).where('id', '=', s.user.id).execute()
  const res = await app.inject({ method: 'POST', url: D.shares, headers: s.headers, payload: { sections: ['focus', 'plan'], display_name: name } })
  if (res.statusCode !== 200) throw new Error(res.body)
  const created = res.json().data as ShareCreated
  return {
    ...s,
    token: created.token,
    shareId: created.share.share_id,
    shares: async () => (await app.inject({ url: D.shares, headers: s.headers })).json().data.shares as ShareSummary[],
    revoke: () => app.inject({ method: 'POST', url: D.revoke, headers: s.headers, payload: { share_id: created.share.share_id } }),
  }
}

/** A parent in the mini-program: each call brings a fresh wx.login code for the same openid. */
export function parentIn(app: App, fake: FakeWechat, openid: string, lang = 'zh-Hans') {
  const call = (what: 'subscription' | 'subscribe' | 'unsubscribe', token: string, code?: string) => {
    const c = code ?? `code-${++codes}`
    if (!code) fake.addLoginCode(c, { openid, sessionKey: `sk-${c}` })
    return app.inject({ method: 'POST', url: D[what], remoteAddress: '198.51.100.9', headers: { 'accept-language': lang }, payload: { token, code: c } })
  }
  return {
    state: (token: string, code?: string) => call('subscription', token, code),
    subscribe: (token: string, code?: string) => call('subscribe', token, code),
    stop: (token: string, code?: string) => call('unsubscribe', token, code),
    /** The parent tapped "allow" in WeChat's dialog: one message of the template may go out. */
    allow: () => fake.subscribe(openid, PARENT_TEMPLATE),
  }
}
