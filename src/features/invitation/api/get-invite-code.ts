import { INVITATION_API } from '@contract/routes/table/invitation'
import { call } from '@/lib/http/call'

export const getInviteCode = () => call(INVITATION_API.inviteCode)
