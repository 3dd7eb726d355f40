import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

/** Polled while waiting for a payment: failures stay quiet, the next poll tries again. */
export const getOrder = (orderId: string) =>
  call(ENDPOINTS.order.detail, { order_id: orderId }, { hideErrorToast: true })
