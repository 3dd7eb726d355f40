import { AUTH_API } from '@contract/routes/table/auth'
import { USER_API } from '@contract/routes/table/user'
import type { AlterPasswordBody, AlterSettingsBody, AlterSleepBody, DeactivateConfirmBody } from '@contract/user'
import { call } from '@/lib/http/call'

export const alterSettings = (body: AlterSettingsBody) => call(USER_API.alterSettings, body)
export const alterSleep = (body: AlterSleepBody) => call(USER_API.alterSleep, body)
export const alterPassword = (body: AlterPasswordBody) => call(AUTH_API.alterPassword, body)
export const confirmDeactivate = (body: DeactivateConfirmBody) => call(USER_API.deactivateConfirm, body)
export const deactivate = () => call(USER_API.deactivate)
