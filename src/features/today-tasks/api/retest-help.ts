import { ENDPOINTS } from '@contract/routes/endpoints'
import type { RetestHelpBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

/** A help step on a checked re-test; the server records it, so a right answer after it grades "with help". */
export const retestHelp = (body: RetestHelpBody) => call(ENDPOINTS.todayTasks.retestHelp, body)
