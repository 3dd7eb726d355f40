import { PATHS } from '@contract/paths'
import type { Order } from '@contract/order'
import { http } from '@/lib/http/http-client'

/** Polled while waiting for a payment: failures stay quiet, the next poll tries again. */
export const getOrder = (orderId: string) =>
  http.get<Order>(PATHS.order.detail, { order_id: orderId }, { hideErrorToast: true })
