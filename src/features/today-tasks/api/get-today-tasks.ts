import { PATHS } from '@contract/paths'
import type { TodayTasks } from '@contract/today-tasks'
import { http } from '@/lib/http/http-client'

export const getTodayTasks = () => http.get<TodayTasks>(PATHS.todayTasks.list)
