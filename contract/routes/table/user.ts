import { USER_PATHS } from '../../paths/user'
import { get, post, put } from './methods'

/** The `user` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const USER_API = {
  info: get(USER_PATHS.info),
  checkingVersion: get(USER_PATHS.checkingVersion),
  alterProfile: put(USER_PATHS.alterProfile),
  alterSettings: put(USER_PATHS.alterSettings),
  alterSleep: put(USER_PATHS.alterSleep),
  updateDeviceId: put(USER_PATHS.updateDeviceId),
  /** multipart/form-data, one `file`. */
  avatar: post(USER_PATHS.avatar),
  deactivate: get(USER_PATHS.deactivate),
  deactivateConfirm: post(USER_PATHS.deactivateConfirm),
  schoolSearch: get(USER_PATHS.schoolSearch),
  schoolAdd: post(USER_PATHS.schoolAdd),
  gradeList: get(USER_PATHS.gradeList),
  courseList: get(USER_PATHS.courseList),
  toneList: get(USER_PATHS.toneList),
} as const
