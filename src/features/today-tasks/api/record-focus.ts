import { ENDPOINTS } from '@contract/routes/endpoints'
import type { FocusBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

/** Sent again until it arrives; the client_id makes a repeat harmless. */
export const recordFocus = (body: FocusBody) => call(ENDPOINTS.todayTasks.focus, body, { hideErrorToast: true })
