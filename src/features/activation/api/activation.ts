import { INVITATION_API } from '@contract/routes/table/invitation'
import { call } from '@/lib/http/call'

const quiet = { hideErrorToast: true }

export const activate = (code: string) => call(INVITATION_API.active, { code }, quiet)
export const joinWaitList = () => call(INVITATION_API.joinWaitList, undefined, quiet)
export const getInviterByCode = (inviteCode: string) => call(INVITATION_API.inviterInfoByCode, { invite_code: inviteCode }, quiet)
export const acceptInvite = (inviteCode: string) => call(INVITATION_API.inviteAccept, { invite_code: inviteCode }, quiet)
