import { PATHS } from '@contract/paths'
import type { AppStart } from '@contract/app-start'
import { APP_VERSION_CODE } from '@contract/app-version'
import { http } from '@/lib/http/http-client'

// Read in the background while the first page draws: a failure must not toast over it.
export const getAppStart = () =>
  http.get<AppStart>(PATHS.app.start, { version_code: APP_VERSION_CODE }, { hideErrorToast: true })
