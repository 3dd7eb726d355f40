import { INVITATION_API } from '@contract/routes/table/invitation'
import { call } from '@/lib/http/call'

/** `activated`: only the classmates who activated their account with the code. */
export const listInvitees = (activated: boolean, cursor?: string | null) => {
  const query = { cursor: cursor ?? undefined, limit: 20 }
  return activated ? call(INVITATION_API.activeInviteUser, query) : call(INVITATION_API.inviteList, query)
}
