import type { OrderPayment, Order } from '@contract/order'
import { PATHS } from '@contract/paths'
import type { SandboxPayProvider } from '../../src/providers/pay'
import type { App } from '../../src/types'
import type { TestUser } from '../helpers'

export function sandbox(app: App): SandboxPayProvider {
  if (app.pay.name !== 'sandbox') throw new Error('these tests need the sandbox provider')
  return app.pay
}

export async function createOrder(app: App, user: TestUser, planId = 'month', channel = 'h5'): Promise<OrderPayment> {
  const res = await app.inject({
    method: 'POST',
    url: PATHS.order.create,
    headers: user.headers,
    payload: { plan_id: planId, channel },
  })
  if (res.statusCode !== 200) throw new Error(`create order: ${res.statusCode} ${res.body}`)
  return res.json().data as OrderPayment
}

/** POSTs a notification exactly as the provider would send it to our notify route. */
export function postNotification(app: App, n: { headers: Record<string, string>; body: string }) {
  return app.inject({ method: 'POST', url: PATHS.pay.notify, headers: n.headers, payload: n.body })
}

export async function orderDetail(app: App, user: TestUser, orderId: string): Promise<Order> {
  const res = await app.inject({ method: 'GET', url: `${PATHS.order.detail}?order_id=${orderId}`, headers: user.headers })
  if (res.statusCode !== 200) throw new Error(`order detail: ${res.statusCode} ${res.body}`)
  return res.json().data as Order
}

export async function vipUntil(app: App, userId: string): Promise<string | null> {
  const row = await app.db.selectFrom('users').select('vip_until').where('id', '=', userId).executeTakeFirstOrThrow()
  return row.vip_until
}

export async function orderRow(app: App, orderId: string) {
  return app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
}

export async function notificationsOf(app: App, userId: string) {
  return app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute()
}

export const DAY_MS = 86_400_000
