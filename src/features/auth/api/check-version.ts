import { USER_API } from '@contract/routes/table/user'
import { APP_VERSION_CODE } from '@contract/app-version'
import { call } from '@/lib/http/call'

export const checkVersion = () =>
  call(USER_API.checkingVersion, { version_code: APP_VERSION_CODE }, { hideErrorToast: true })
