import { PARENT_DIGEST_API } from '@contract/routes/table/parent-digest'
import { call } from '@/lib/http/call'

/** A parent's weekly message, by the link and a fresh wx.login code (the server learns the openid; the page never does). */
export const subscriptionState = (token: string, code: string) => call(PARENT_DIGEST_API.subscription, { token, code }, { hideErrorToast: true })
export const subscribe = (token: string, code: string) => call(PARENT_DIGEST_API.subscribe, { token, code })
export const unsubscribe = (token: string, code: string) => call(PARENT_DIGEST_API.unsubscribe, { token, code })
