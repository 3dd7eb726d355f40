import { PATHS } from '@contract/paths'
import type { AlterProfileBody, School, UserInfo } from '@contract/user'
import { http, type AbortHandle } from '@/lib/http/http-client'

export const searchSchools = (keyword: string, abort?: AbortHandle) =>
  http.get<School[]>(PATHS.user.schoolSearch, { keyword, limit: 20 }, { abort, hideErrorToast: true })
export const addSchool = (name: string, city: string) => http.post<School>(PATHS.user.schoolAdd, { name, city })
export const alterProfile = (body: AlterProfileBody) => http.put<UserInfo>(PATHS.user.alterProfile, body)
