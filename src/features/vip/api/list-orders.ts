import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const listOrders = (cursor?: string | null) =>
  call(ENDPOINTS.order.list, { cursor: cursor ?? undefined, limit: 20 })
