import { ENDPOINTS } from '@contract/routes/endpoints'
import type { CreateOrderBody } from '@contract/order'
import { call } from '@/lib/http/call'

export const createOrder = (body: CreateOrderBody) => call(ENDPOINTS.order.create, body)
