import { PATHS } from '@contract/paths'
import type { CheckingVersion } from '@contract/user'
import { APP_VERSION_CODE } from '@contract/app-version'
import { http } from '@/lib/http/http-client'

export const checkVersion = () =>
  http.get<CheckingVersion>(PATHS.user.checkingVersion, { version_code: APP_VERSION_CODE }, { hideErrorToast: true })
