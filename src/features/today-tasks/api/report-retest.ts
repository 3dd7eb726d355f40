import { PATHS } from '@contract/paths'
import type { RetestOutcome, RetestResultBody } from '@contract/today-tasks'
import { http } from '@/lib/http/http-client'

export const reportRetest = (body: RetestResultBody) => http.post<RetestOutcome>(PATHS.todayTasks.retestResult, body)
