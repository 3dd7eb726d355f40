import { PARENT_DIGEST_API } from '@contract/routes/table/parent-digest'
import type { CreateShareBody } from '@contract/parent-digest'
import { call } from '@/lib/http/call'

export const listShares = () => call(PARENT_DIGEST_API.shares)
export const createShare = (body: CreateShareBody) => call(PARENT_DIGEST_API.createShare, body)
export const revokeShare = (shareId: string) => call(PARENT_DIGEST_API.revoke, { share_id: shareId })
