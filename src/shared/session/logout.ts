import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

/** Ends the session on the server (settings, and the invite dialog of a waiting account). */
export const logout = () => call(ENDPOINTS.auth.logout, undefined, { hideErrorToast: true })
