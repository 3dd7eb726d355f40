import { ENDPOINTS } from '@contract/routes/endpoints'
import { APP_VERSION_CODE } from '@contract/app-version'
import { call } from '@/lib/http/call'

export const checkVersion = () =>
  call(ENDPOINTS.user.checkingVersion, { version_code: APP_VERSION_CODE }, { hideErrorToast: true })
