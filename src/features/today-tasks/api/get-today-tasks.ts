import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getTodayTasks = () => call(ENDPOINTS.todayTasks.list)
