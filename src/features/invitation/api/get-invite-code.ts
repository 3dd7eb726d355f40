import { PATHS } from '@contract/paths'
import type { MyInviteCode } from '@contract/invitation'
import { http } from '@/lib/http/http-client'

export const getInviteCode = () => http.get<MyInviteCode>(PATHS.user.inviteCode)
