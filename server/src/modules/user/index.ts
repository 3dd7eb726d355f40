// The user module's public surface: other modules import from here, never from its files.
export { removeAvatarFile } from './avatar-file'
export { addQuestions, creditQuestions, extendVip, markActivated, removeQuestions, shortenVip, takeInvitePlace, takeQuestion } from './entitlements.repository'
export { maskPhone, toUserInfo } from './user.mapper'
export { bindWechatOpenid, findActiveUserByInviteCode, findPushTarget, findUserByAccount, findUserById, findUserByPhone, findWechatOpenid, insertUser, isUniqueViolation, rememberTimeZone, setInviter, setPasswordHash, storedTimeZone, updateUser } from './user.repository'
export type { NewUser, UserRow } from './user.repository'
export { versionInfo } from './version'
