import { PATHS } from '../../paths'
import { get } from './methods'

/** The `vip` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const VIP_API = {
  plans: get(PATHS.vip.plans),
} as const
