import { TODAY_TASKS_PATHS } from '../../paths/today-tasks'
import { get, post } from './methods'

/** The `todayTasks` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const TODAY_TASKS_API = {
  list: get(TODAY_TASKS_PATHS.list),
  focus: post(TODAY_TASKS_PATHS.focus),
  retestResult: post(TODAY_TASKS_PATHS.retestResult),
  retestAnswer: post(TODAY_TASKS_PATHS.retestAnswer),
  retestHelp: post(TODAY_TASKS_PATHS.retestHelp),
  similarQuestion: post(TODAY_TASKS_PATHS.similarQuestion),
} as const
