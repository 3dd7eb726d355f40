import { AUTH_API } from '@contract/routes/table/auth'
import { call } from '@/lib/http/call'

/** Ends the session on the server (settings, and the invite dialog of a waiting account). */
export const logout = () => call(AUTH_API.logout, undefined, { hideErrorToast: true })
