import { Empty } from '../common'
import { CreateShareBody, Digest, DigestQuery, RevokeShareBody, ShareCreated, ShareList } from '../parent-digest'
import { ParentSubscriptionBody, ParentSubscriptionState } from '../parent-digest-delivery'
import { ENDPOINTS } from './endpoints'
import { route } from './route'

/** The parent's week: the student's links for a parent, and the digest a link opens without an account. */
const D = ENDPOINTS.parentDigest
export const PARENT_DIGEST_ROUTES = {
  shares: route(D.shares, { response: ShareList }),
  createShare: route(D.createShare, { body: CreateShareBody, response: ShareCreated }),
  revoke: route(D.revoke, { body: RevokeShareBody, response: Empty }),
  view: route(D.view, { body: DigestQuery, response: Digest }),
  subscription: route(D.subscription, { body: ParentSubscriptionBody, response: ParentSubscriptionState }),
  subscribe: route(D.subscribe, { body: ParentSubscriptionBody, response: ParentSubscriptionState }),
  unsubscribe: route(D.unsubscribe, { body: ParentSubscriptionBody, response: ParentSubscriptionState }),
}
