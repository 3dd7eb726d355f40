import { AccountLoginBody, CheckAccountQuery, CheckAccountResult, LoginResult, PhoneCodeLoginBody, PhoneOnlyLoginBody, RegisterAccountBody, SmsCodeQuery, SmsCodeSent } from '../auth'
import { AppStart, AppStartQuery } from '../app-start'
import { Empty } from '../common'
import { ActivateBody, ActivationResult, InviteCodeQuery, InviteeList, InviteeListQuery, InviterInfo, MaybeInviterInfo, MyInviteCode, QrCodeInfo, WaitListStatus } from '../invitation'
import { Statement, StatementQuery, WebviewCheck, WebviewCheckQuery } from '../resource'
import {
  AddSchoolBody,
  AlterPasswordBody,
  AlterProfileBody,
  AlterSettingsBody,
  AlterSleepBody,
  AvatarUploaded,
  CheckingVersion,
  CheckingVersionQuery,
  CourseList,
  DeactivateConfirmBody,
  DeactivateConfirmed,
  GradeList,
  School,
  SchoolList,
  SchoolSearchQuery,
  ToneList,
  UpdateDeviceIdBody,
  UserInfo,
} from '../user'
import { ENDPOINTS } from './endpoints'
import { route } from './route'

/** Start-up, signing in, the student's account and dictionaries, invitations, statements. */
export const APP_ROUTES = {
  start: route(ENDPOINTS.app.start, { query: AppStartQuery, response: AppStart }),
}

const A = ENDPOINTS.auth
export const AUTH_ROUTES = {
  smsCode: route(A.smsCode, { query: SmsCodeQuery, response: SmsCodeSent }),
  loginPhoneCode: route(A.loginPhoneCode, { body: PhoneCodeLoginBody, response: LoginResult }),
  loginPhoneOnly: route(A.loginPhoneOnly, { body: PhoneOnlyLoginBody, response: LoginResult }),
  checkAccount: route(A.checkAccount, { query: CheckAccountQuery, response: CheckAccountResult }),
  registerAccount: route(A.registerAccount, { body: RegisterAccountBody, response: LoginResult }),
  loginAccount: route(A.loginAccount, { body: AccountLoginBody, response: LoginResult }),
  logout: route(A.logout, { response: Empty }),
  alterPassword: route(A.alterPassword, { body: AlterPasswordBody, response: Empty }),
}

const U = ENDPOINTS.user
export const USER_ROUTES = {
  info: route(U.info, { response: UserInfo }),
  checkingVersion: route(U.checkingVersion, { query: CheckingVersionQuery, response: CheckingVersion }),
  alterProfile: route(U.alterProfile, { body: AlterProfileBody, response: UserInfo }),
  alterSettings: route(U.alterSettings, { body: AlterSettingsBody, response: UserInfo }),
  alterSleep: route(U.alterSleep, { body: AlterSleepBody, response: UserInfo }),
  updateDeviceId: route(U.updateDeviceId, { body: UpdateDeviceIdBody, response: Empty }),
  avatar: route(U.avatar, { response: AvatarUploaded }, 'multipart'),
  deactivate: route(U.deactivate, { response: Empty }),
  deactivateConfirm: route(U.deactivateConfirm, { body: DeactivateConfirmBody, response: DeactivateConfirmed }),
  schoolSearch: route(U.schoolSearch, { query: SchoolSearchQuery, response: SchoolList }),
  schoolAdd: route(U.schoolAdd, { body: AddSchoolBody, response: School }),
  gradeList: route(U.gradeList, { response: GradeList }),
  courseList: route(U.courseList, { response: CourseList }),
  toneList: route(U.toneList, { response: ToneList }),
}

const I = ENDPOINTS.invitation
export const INVITATION_ROUTES = {
  inviterInfo: route(I.inviterInfo, { response: MaybeInviterInfo }),
  inviterInfoByCode: route(I.inviterInfoByCode, { query: InviteCodeQuery, response: InviterInfo }),
  inviteAccept: route(I.inviteAccept, { query: InviteCodeQuery, response: InviterInfo }),
  activeInviteCode: route(I.activeInviteCode, { query: InviteCodeQuery, response: ActivationResult }),
  active: route(I.active, { body: ActivateBody, response: ActivationResult }),
  joinWaitList: route(I.joinWaitList, { response: WaitListStatus }),
  inviteCode: route(I.inviteCode, { response: MyInviteCode }),
  inviteList: route(I.inviteList, { query: InviteeListQuery, response: InviteeList }),
  activeInviteUser: route(I.activeInviteUser, { query: InviteeListQuery, response: InviteeList }),
  qrCodeInfo: route(I.qrCodeInfo, { response: QrCodeInfo }),
}

export const RESOURCE_ROUTES = {
  statement: route(ENDPOINTS.resource.statement, { query: StatementQuery, response: Statement }),
  webviewCheck: route(ENDPOINTS.resource.webviewCheck, { query: WebviewCheckQuery, response: WebviewCheck }),
}
