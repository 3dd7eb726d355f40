import { PATHS } from '../../paths'
import { get, post } from './methods'

/** The `invitation` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const INVITATION_API = {
  inviterInfo: get(PATHS.user.inviterInfo),
  inviterInfoByCode: get(PATHS.user.inviterInfoByCode),
  inviteAccept: get(PATHS.user.inviteAccept),
  activeInviteCode: get(PATHS.user.activeInviteCode),
  active: post(PATHS.invitation.active),
  joinWaitList: get(PATHS.invitation.joinWaitList),
  inviteCode: get(PATHS.user.inviteCode),
  inviteList: get(PATHS.user.inviteList),
  activeInviteUser: get(PATHS.user.activeInviteUser),
  qrCodeInfo: get(PATHS.resource.qrCodeInfo),
} as const
