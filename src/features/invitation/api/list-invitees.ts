import { PATHS } from '@contract/paths'
import type { InviteeList } from '@contract/invitation'
import { http } from '@/lib/http/http-client'

/** `activated`: only the classmates who activated their account with the code. */
export const listInvitees = (activated: boolean, cursor?: string | null) =>
  http.get<InviteeList>(activated ? PATHS.user.activeInviteUser : PATHS.user.inviteList, { cursor: cursor ?? undefined, limit: 20 })
