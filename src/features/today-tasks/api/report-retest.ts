import { ENDPOINTS } from '@contract/routes/endpoints'
import type { RetestResultBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

export const reportRetest = (body: RetestResultBody) => call(ENDPOINTS.todayTasks.retestResult, body)
