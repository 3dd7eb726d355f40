import { PATHS } from '../../paths'
import { get, post, put } from './methods'

/** The `auth` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const AUTH_API = {
  smsCode: get(PATHS.user.smsCode),
  loginPhoneCode: post(PATHS.user.loginPhoneCode),
  loginPhoneOnly: post(PATHS.user.loginPhoneOnly),
  checkAccount: get(PATHS.user.checkAccount),
  registerAccount: post(PATHS.user.registerAccount),
  loginAccount: post(PATHS.user.loginAccount),
  logout: get(PATHS.user.logout),
  alterPassword: put(PATHS.user.alterPassword),
} as const
