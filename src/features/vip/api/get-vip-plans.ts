import { VIP_API } from '@contract/routes/table/vip'
import { call } from '@/lib/http/call'

export const getVipPlans = () => call(VIP_API.plans)
