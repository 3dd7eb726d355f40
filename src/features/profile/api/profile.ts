import { ENDPOINTS } from '@contract/routes/endpoints'
import type { AlterProfileBody } from '@contract/user'
import { call } from '@/lib/http/call'
import { type AbortHandle } from '@/lib/http/http-client'

export const searchSchools = (keyword: string, abort?: AbortHandle) =>
  call(ENDPOINTS.user.schoolSearch, { keyword, limit: 20 }, { abort, hideErrorToast: true })
export const addSchool = (name: string, city: string) => call(ENDPOINTS.user.schoolAdd, { name, city })
export const alterProfile = (body: AlterProfileBody) => call(ENDPOINTS.user.alterProfile, body)
