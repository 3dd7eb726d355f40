import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

/** `activated`: only the classmates who activated their account with the code. */
export const listInvitees = (activated: boolean, cursor?: string | null) => {
  const query = { cursor: cursor ?? undefined, limit: 20 }
  return activated ? call(ENDPOINTS.invitation.activeInviteUser, query) : call(ENDPOINTS.invitation.inviteList, query)
}
