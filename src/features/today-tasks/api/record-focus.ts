import { TODAY_TASKS_API } from '@contract/routes/table/today-tasks'
import type { FocusBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

/** Sent again until it arrives; the client_id makes a repeat harmless. */
export const recordFocus = (body: FocusBody) => call(TODAY_TASKS_API.focus, body, { hideErrorToast: true })
