import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const payOrder = (orderId: string) => call(ENDPOINTS.order.pay, { order_id: orderId })
