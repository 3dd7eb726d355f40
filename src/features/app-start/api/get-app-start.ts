import { APP_API } from '@contract/routes/table/app'
import { APP_VERSION_CODE } from '@contract/app-version'
import { call } from '@/lib/http/call'

// Read in the background while the first page draws: a failure must not toast over it. Nothing
// in the answer depends on the student's zone, so a first visit does not ask Intl for it here
// (ICU's zone load, 20-60 ms on this machine, x4 on Lighthouse's phone, in the first page's start-up).
export const getAppStart = () =>
  call(APP_API.start, { version_code: APP_VERSION_CODE }, { hideErrorToast: true, zoneIfKnown: true })
