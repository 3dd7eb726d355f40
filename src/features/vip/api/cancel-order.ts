import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const cancelOrder = (orderId: string) => call(ENDPOINTS.order.cancel, { order_id: orderId })
