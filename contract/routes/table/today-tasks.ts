import { PATHS } from '../../paths'
import { get, post } from './methods'

/** The `todayTasks` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const TODAY_TASKS_API = {
  list: get(PATHS.todayTasks.list),
  focus: post(PATHS.todayTasks.focus),
  retestResult: post(PATHS.todayTasks.retestResult),
  retestAnswer: post(PATHS.todayTasks.retestAnswer),
  retestHelp: post(PATHS.todayTasks.retestHelp),
  similarQuestion: post(PATHS.todayTasks.similarQuestion),
} as const
