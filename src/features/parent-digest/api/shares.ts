import { PATHS } from '@contract/paths'
import type { CreateShareBody, ShareCreated, ShareList } from '@contract/parent-digest'
import { http } from '@/lib/http/http-client'

export const listShares = () => http.get<ShareList>(PATHS.parentDigest.shares)
export const createShare = (body: CreateShareBody) => http.post<ShareCreated>(PATHS.parentDigest.shares, body)
export const revokeShare = (shareId: string) => http.post<null>(PATHS.parentDigest.revoke, { share_id: shareId })
