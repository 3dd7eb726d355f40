import { USER_PATHS } from '../../paths/user'
import { get, post, put } from './methods'

/** The `auth` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const AUTH_API = {
  smsCode: get(USER_PATHS.smsCode),
  loginPhoneCode: post(USER_PATHS.loginPhoneCode),
  loginPhoneOnly: post(USER_PATHS.loginPhoneOnly),
  checkAccount: get(USER_PATHS.checkAccount),
  registerAccount: post(USER_PATHS.registerAccount),
  loginAccount: post(USER_PATHS.loginAccount),
  logout: get(USER_PATHS.logout),
  alterPassword: put(USER_PATHS.alterPassword),
} as const
