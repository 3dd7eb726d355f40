import { ENDPOINTS } from '@contract/routes/endpoints'
import { APP_VERSION_CODE } from '@contract/app-version'
import { call } from '@/lib/http/call'

// Read in the background while the first page draws: a failure must not toast over it.
export const getAppStart = () =>
  call(ENDPOINTS.app.start, { version_code: APP_VERSION_CODE }, { hideErrorToast: true })
