import { PATHS } from '@contract/paths'
import type { AlterPasswordBody, AlterSettingsBody, AlterSleepBody, DeactivateConfirmBody, DeactivateConfirmed, UserInfo } from '@contract/user'
import { http } from '@/lib/http/http-client'

export const alterSettings = (body: AlterSettingsBody) => http.put<UserInfo>(PATHS.user.alterSettings, body)
export const alterSleep = (body: AlterSleepBody) => http.put<UserInfo>(PATHS.user.alterSleep, body)
export const alterPassword = (body: AlterPasswordBody) => http.put<null>(PATHS.user.alterPassword, body)
export const confirmDeactivate = (body: DeactivateConfirmBody) => http.post<DeactivateConfirmed>(PATHS.user.deactivateConfirm, body)
export const deactivate = () => http.get<null>(PATHS.user.deactivate)
