import { TODAY_TASKS_API } from '@contract/routes/table/today-tasks'
import { call } from '@/lib/http/call'

export const getTodayTasks = () => call(TODAY_TASKS_API.list)
