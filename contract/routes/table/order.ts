import { ORDER_PATHS } from '../../paths/order'
import { get, post } from './methods'

/** The `order` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const ORDER_API = {
  create: post(ORDER_PATHS.create),
  pay: post(ORDER_PATHS.pay),
  list: get(ORDER_PATHS.list),
  detail: get(ORDER_PATHS.detail),
  cancel: post(ORDER_PATHS.cancel),
} as const
