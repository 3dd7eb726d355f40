import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getInviteCode = () => call(ENDPOINTS.invitation.inviteCode)
