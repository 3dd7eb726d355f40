import { INVITATION_PATHS } from '../../paths/invitation'
import { RESOURCE_PATHS } from '../../paths/resource'
import { USER_PATHS } from '../../paths/user'
import { get, post } from './methods'

/** The `invitation` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const INVITATION_API = {
  inviterInfo: get(USER_PATHS.inviterInfo),
  inviterInfoByCode: get(USER_PATHS.inviterInfoByCode),
  inviteAccept: get(USER_PATHS.inviteAccept),
  activeInviteCode: get(USER_PATHS.activeInviteCode),
  active: post(INVITATION_PATHS.active),
  joinWaitList: get(INVITATION_PATHS.joinWaitList),
  inviteCode: get(USER_PATHS.inviteCode),
  inviteList: get(USER_PATHS.inviteList),
  activeInviteUser: get(USER_PATHS.activeInviteUser),
  qrCodeInfo: get(RESOURCE_PATHS.qrCodeInfo),
} as const
