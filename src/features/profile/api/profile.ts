import { USER_API } from '@contract/routes/table/user'
import type { AlterProfileBody } from '@contract/user'
import { call } from '@/lib/http/call'
import { type AbortHandle } from '@/lib/http/http-client'

export const searchSchools = (keyword: string, abort?: AbortHandle) =>
  call(USER_API.schoolSearch, { keyword, limit: 20 }, { abort, hideErrorToast: true })
export const addSchool = (name: string, city: string) => call(USER_API.schoolAdd, { name, city })
export const alterProfile = (body: AlterProfileBody) => call(USER_API.alterProfile, body)
