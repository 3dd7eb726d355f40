import { PATHS } from '../../paths'
import { get, post, put } from './methods'

/** The `user` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const USER_API = {
  info: get(PATHS.user.info),
  checkingVersion: get(PATHS.user.checkingVersion),
  alterProfile: put(PATHS.user.alterProfile),
  alterSettings: put(PATHS.user.alterSettings),
  alterSleep: put(PATHS.user.alterSleep),
  updateDeviceId: put(PATHS.user.updateDeviceId),
  /** multipart/form-data, one `file`. */
  avatar: post(PATHS.user.avatar),
  deactivate: get(PATHS.user.deactivate),
  deactivateConfirm: post(PATHS.user.deactivateConfirm),
  schoolSearch: get(PATHS.user.schoolSearch),
  schoolAdd: post(PATHS.user.schoolAdd),
  gradeList: get(PATHS.user.gradeList),
  courseList: get(PATHS.user.courseList),
  toneList: get(PATHS.user.toneList),
} as const
