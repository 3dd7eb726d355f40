import { PATHS } from '@contract/paths'
import type { RetestHelp, RetestHelpBody } from '@contract/today-tasks'
import { http } from '@/lib/http/http-client'

/** A help step on a checked re-test; the server records it, so a right answer after it grades "with help". */
export const retestHelp = (body: RetestHelpBody) => http.post<RetestHelp>(PATHS.todayTasks.retestHelp, body)
