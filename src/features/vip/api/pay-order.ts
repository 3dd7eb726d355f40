import { PATHS } from '@contract/paths'
import type { OrderPayment } from '@contract/order'
import { http } from '@/lib/http/http-client'

export const payOrder = (orderId: string) => http.post<OrderPayment>(PATHS.order.pay, { order_id: orderId })
