import { ENDPOINTS } from '@contract/routes/endpoints'
import type { AlterPasswordBody, AlterSettingsBody, AlterSleepBody, DeactivateConfirmBody } from '@contract/user'
import { call } from '@/lib/http/call'

export const alterSettings = (body: AlterSettingsBody) => call(ENDPOINTS.user.alterSettings, body)
export const alterSleep = (body: AlterSleepBody) => call(ENDPOINTS.user.alterSleep, body)
export const alterPassword = (body: AlterPasswordBody) => call(ENDPOINTS.auth.alterPassword, body)
export const confirmDeactivate = (body: DeactivateConfirmBody) => call(ENDPOINTS.user.deactivateConfirm, body)
export const deactivate = () => call(ENDPOINTS.user.deactivate)
