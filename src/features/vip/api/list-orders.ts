import { ORDER_API } from '@contract/routes/table/order'
import { call } from '@/lib/http/call'

export const listOrders = (cursor?: string | null) =>
  call(ORDER_API.list, { cursor: cursor ?? undefined, limit: 20 })
