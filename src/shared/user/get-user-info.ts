import { PATHS } from '@contract/paths'
import type { UserInfo } from '@contract/user'
import { http, type RequestOptions } from '@/lib/http/http-client'

export const getUserInfo = (extra?: Pick<RequestOptions, 'hideErrorToast'>) => http.get<UserInfo>(PATHS.user.info, undefined, extra)
