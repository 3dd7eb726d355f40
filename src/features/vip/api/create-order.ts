import { ORDER_API } from '@contract/routes/table/order'
import type { CreateOrderBody } from '@contract/order'
import { call } from '@/lib/http/call'

export const createOrder = (body: CreateOrderBody) => call(ORDER_API.create, body)
