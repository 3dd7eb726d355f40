import { ORDER_API } from '@contract/routes/table/order'
import { call } from '@/lib/http/call'

/** Polled while waiting for a payment: failures stay quiet, the next poll tries again. */
export const getOrder = (orderId: string) =>
  call(ORDER_API.detail, { order_id: orderId }, { hideErrorToast: true })
