import { PATHS } from '../../paths'
import { get, post } from './methods'

/** The `order` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const ORDER_API = {
  create: post(PATHS.order.create),
  pay: post(PATHS.order.pay),
  list: get(PATHS.order.list),
  detail: get(PATHS.order.detail),
  cancel: post(PATHS.order.cancel),
} as const
