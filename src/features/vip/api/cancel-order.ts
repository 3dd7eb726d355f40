import { ORDER_API } from '@contract/routes/table/order'
import { call } from '@/lib/http/call'

export const cancelOrder = (orderId: string) => call(ORDER_API.cancel, { order_id: orderId })
