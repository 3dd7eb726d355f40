import { PATHS } from '@contract/paths'
import type { OrderList } from '@contract/order'
import { http } from '@/lib/http/http-client'

export const listOrders = (cursor?: string | null) =>
  http.get<OrderList>(PATHS.order.list, { cursor: cursor ?? undefined, limit: 20 })
