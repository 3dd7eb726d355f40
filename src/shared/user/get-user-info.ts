import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'
import { type RequestOptions } from '@/lib/http/http-client'

export const getUserInfo = (extra?: Pick<RequestOptions, 'hideErrorToast'>) => call(ENDPOINTS.user.info, undefined, extra)
