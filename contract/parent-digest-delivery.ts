import { Type, type Static } from '@sinclair/typebox'

/**
 * The parent's week, delivery (issue 19): a parent who opened the link asks, from the digest page,
 * to be sent it every Sunday evening, and can stop again. The one channel a parent can choose is a
 * WeChat subscribe message from the mini-program (the parent is known by the openid a wx.login
 * code gives the server; it is never answered). A browser has no channel that reaches a parent.
 */
export const ParentSubscriptionBody = Type.Object({
  token: Type.String({ maxLength: 64 }),
  /** A fresh wx.login code of the parent's mini-program. */
  code: Type.String({ minLength: 1, maxLength: 128 }),
})
export type ParentSubscriptionBody = Static<typeof ParentSubscriptionBody>

export const ParentSubscriptionState = Type.Object({ subscribed: Type.Boolean() })
export type ParentSubscriptionState = Static<typeof ParentSubscriptionState>

/** What the digest page can offer a parent: the WeChat template to ask for, null when there is none. */
export const DigestDelivery = Type.Object({ wechat_template_id: Type.Union([Type.String(), Type.Null()]) })
export type DigestDelivery = Static<typeof DigestDelivery>
