import { VIP_PATHS } from '../../paths/vip'
import { get } from './methods'

/** The `vip` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const VIP_API = {
  plans: get(VIP_PATHS.plans),
} as const
