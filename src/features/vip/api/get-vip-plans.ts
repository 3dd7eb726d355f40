import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getVipPlans = () => call(ENDPOINTS.vip.plans)
