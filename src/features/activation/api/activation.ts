import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

const quiet = { hideErrorToast: true }

export const activate = (code: string) => call(ENDPOINTS.invitation.active, { code }, quiet)
export const joinWaitList = () => call(ENDPOINTS.invitation.joinWaitList, undefined, quiet)
export const getInviterByCode = (inviteCode: string) => call(ENDPOINTS.invitation.inviterInfoByCode, { invite_code: inviteCode }, quiet)
export const acceptInvite = (inviteCode: string) => call(ENDPOINTS.invitation.inviteAccept, { invite_code: inviteCode }, quiet)
