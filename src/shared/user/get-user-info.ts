import { USER_API } from '@contract/routes/table/user'
import { call } from '@/lib/http/call'
import { type RequestOptions } from '@/lib/http/http-client'

export const getUserInfo = (extra?: Pick<RequestOptions, 'hideErrorToast'>) => call(USER_API.info, undefined, extra)
