import { PATHS } from '@contract/paths'
import type { CreateOrderBody, OrderPayment } from '@contract/order'
import { http } from '@/lib/http/http-client'

export const createOrder = (body: CreateOrderBody) => http.post<OrderPayment>(PATHS.order.create, body)
