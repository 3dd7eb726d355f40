import { PARENT_DIGEST_PATHS } from '../../paths/parent-digest'
import { get, post } from './methods'

/** The `parentDigest` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const PARENT_DIGEST_API = {
  shares: get(PARENT_DIGEST_PATHS.shares),
  createShare: post(PARENT_DIGEST_PATHS.shares),
  revoke: post(PARENT_DIGEST_PATHS.revoke),
  /** Public: the parent's link, no session. */
  view: post(PARENT_DIGEST_PATHS.view),
  /** Public: a parent's weekly subscription (mini-program), by the link and a wx.login code. */
  subscription: post(PARENT_DIGEST_PATHS.subscription),
  subscribe: post(PARENT_DIGEST_PATHS.subscribe),
  unsubscribe: post(PARENT_DIGEST_PATHS.unsubscribe),
} as const
