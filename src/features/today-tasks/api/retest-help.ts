import { TODAY_TASKS_API } from '@contract/routes/table/today-tasks'
import type { RetestHelpBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

/** A help step on a checked re-test; the server records it, so a right answer after it grades "with help". */
export const retestHelp = (body: RetestHelpBody) => call(TODAY_TASKS_API.retestHelp, body)
