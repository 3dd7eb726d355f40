import { PATHS } from '@contract/paths'
import type { Order } from '@contract/order'
import { http } from '@/lib/http/http-client'

export const cancelOrder = (orderId: string) => http.post<Order>(PATHS.order.cancel, { order_id: orderId })
