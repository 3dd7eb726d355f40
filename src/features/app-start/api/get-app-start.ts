import { APP_API } from '@contract/routes/table/app'
import { APP_VERSION_CODE } from '@contract/app-version'
import { call } from '@/lib/http/call'

// Read in the background while the first page draws: a failure must not toast over it.
export const getAppStart = () =>
  call(APP_API.start, { version_code: APP_VERSION_CODE }, { hideErrorToast: true })
