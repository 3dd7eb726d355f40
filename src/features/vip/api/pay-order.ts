import { ORDER_API } from '@contract/routes/table/order'
import { call } from '@/lib/http/call'

export const payOrder = (orderId: string) => call(ORDER_API.pay, { order_id: orderId })
