import { PATHS } from '../../paths'
import { del, get, post, put } from './methods'

/** The `studyPlan` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const STUDY_PLAN_API = {
  queryEvent: get(PATHS.studyPlan.queryEvent),
  event: get(PATHS.studyPlan.event),
  createEvent: post(PATHS.studyPlan.createEvent),
  alterEvent: put(PATHS.studyPlan.alterEvent),
  deleteEvent: del(PATHS.studyPlan.deleteEvent),
  unreadEventNum: get(PATHS.studyPlan.unreadEventNum),
  clearUnreadEvent: get(PATHS.studyPlan.clearUnreadEvent),
  exportIcs: get(PATHS.studyPlan.exportIcs),
  instruction: post(PATHS.studyPlan.instruction),
  applyProposal: post(PATHS.studyPlan.applyProposal),
  presetEvent: get(PATHS.studyPlan.presetEvent),
  undoRedoStatus: get(PATHS.studyPlan.undoRedoStatus),
  undoOrRedo: get(PATHS.studyPlan.undoOrRedo),
  cleanStack: get(PATHS.studyPlan.cleanStack),
} as const
