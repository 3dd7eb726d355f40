import { PATHS } from '@contract/paths'
import { http } from '@/lib/http/http-client'

/** Ends the session on the server (settings, and the invite dialog of a waiting account). */
export const logout = () => http.get<null>(PATHS.user.logout, undefined, { hideErrorToast: true })
