import { STUDY_PLAN_PATHS } from '../../paths/study-plan'
import { del, get, post, put } from './methods'

/** The `studyPlan` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const STUDY_PLAN_API = {
  queryEvent: get(STUDY_PLAN_PATHS.queryEvent),
  event: get(STUDY_PLAN_PATHS.event),
  createEvent: post(STUDY_PLAN_PATHS.createEvent),
  alterEvent: put(STUDY_PLAN_PATHS.alterEvent),
  deleteEvent: del(STUDY_PLAN_PATHS.deleteEvent),
  unreadEventNum: get(STUDY_PLAN_PATHS.unreadEventNum),
  clearUnreadEvent: get(STUDY_PLAN_PATHS.clearUnreadEvent),
  exportIcs: get(STUDY_PLAN_PATHS.exportIcs),
  instruction: post(STUDY_PLAN_PATHS.instruction),
  applyProposal: post(STUDY_PLAN_PATHS.applyProposal),
  presetEvent: get(STUDY_PLAN_PATHS.presetEvent),
  undoRedoStatus: get(STUDY_PLAN_PATHS.undoRedoStatus),
  undoOrRedo: get(STUDY_PLAN_PATHS.undoOrRedo),
  cleanStack: get(STUDY_PLAN_PATHS.cleanStack),
} as const
