import { TODAY_TASKS_API } from '@contract/routes/table/today-tasks'
import type { RetestResultBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

export const reportRetest = (body: RetestResultBody) => call(TODAY_TASKS_API.retestResult, body)
