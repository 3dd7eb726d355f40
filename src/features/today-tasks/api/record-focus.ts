import { PATHS } from '@contract/paths'
import type { FocusBody, FocusResult } from '@contract/today-tasks'
import { http } from '@/lib/http/http-client'

/** Sent again until it arrives; the client_id makes a repeat harmless. */
export const recordFocus = (body: FocusBody) => http.post<FocusResult>(PATHS.todayTasks.focus, body, { hideErrorToast: true })
