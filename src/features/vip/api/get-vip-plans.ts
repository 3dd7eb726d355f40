import { PATHS } from '@contract/paths'
import type { VipPlans } from '@contract/order'
import { http } from '@/lib/http/http-client'

export const getVipPlans = () => http.get<VipPlans>(PATHS.vip.plans)
