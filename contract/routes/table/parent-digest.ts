import { PATHS } from '../../paths'
import { get, post } from './methods'

/** The `parentDigest` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const PARENT_DIGEST_API = {
  shares: get(PATHS.parentDigest.shares),
  createShare: post(PATHS.parentDigest.shares),
  revoke: post(PATHS.parentDigest.revoke),
  /** Public: the parent's link, no session. */
  view: post(PATHS.parentDigest.view),
} as const
