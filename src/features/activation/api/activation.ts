import { PATHS } from '@contract/paths'
import type { ActivationResult, InviterInfo, WaitListStatus } from '@contract/invitation'
import { http } from '@/lib/http/http-client'

const quiet = { hideErrorToast: true }

export const activate = (code: string) => http.post<ActivationResult>(PATHS.invitation.active, { code }, quiet)
export const joinWaitList = () => http.get<WaitListStatus>(PATHS.invitation.joinWaitList, undefined, quiet)
export const getInviterByCode = (inviteCode: string) => http.get<InviterInfo>(PATHS.user.inviterInfoByCode, { invite_code: inviteCode }, quiet)
export const acceptInvite = (inviteCode: string) => http.get<InviterInfo>(PATHS.user.inviteAccept, { invite_code: inviteCode }, quiet)
