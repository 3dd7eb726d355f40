import fs from 'node:fs'
import path from 'node:path'
import { PATHS } from '@contract/paths'
import { addNotification } from '../../src/modules/notifications/notifications.repository'
import { lastSmsCode } from '../fixtures/sms-codes'
import { openSmsGate, signInByPhone } from '../accounts/sign-in'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { postNotification, sandbox } from '../orders/order-setup'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])

describe(`deleting an account with orders, notifications and feedback (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('erases notifications, feedback and its screenshots; keeps the payment record', async () => {
    const s = await signInByPhone(ctx.app)
    await ctx.app.db.updateTable('users').set({ account_status: 1 }).where('id', '=', s.user.uid).execute()
    const created = await ctx.app.inject({ method: 'POST', url: PATHS.order.create, headers: s.headers, payload: { plan_id: 'month', channel: 'h5' } })
    const order = created.json().data.order
    await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    await addNotification(ctx.app.db, { userId: s.user.uid, kind: 'system', title: 'Hi', body: 'there' })
    const boundary = '----del'
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const image = await ctx.app.inject({
      method: 'POST',
      url: PATHS.feedback.image,
      headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    })
    const imageId = image.json().data.image_id
    await ctx.app.inject({ method: 'POST', url: PATHS.feedback.create, headers: s.headers, payload: { category: 'bug', content: 'x', image_ids: [imageId] } })
    const { storage_key: key } = await ctx.app.db.selectFrom('feedback_images').select('storage_key').where('id', '=', imageId).executeTakeFirstOrThrow()
    const file = path.join(ctx.config.DATA_DIR, 'uploads', key)
    expect(fs.existsSync(file)).toBe(true)

    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'deactivate' }, headers: s.headers })
    await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
    expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })).json().code).toBe(200)

    const count = async (table: 'notifications' | 'feedback' | 'feedback_images' | 'orders') =>
      (await ctx.app.db.selectFrom(table).select('id').where('user_id', '=', s.user.uid).execute()).length
    expect(await count('notifications')).toBe(0)
    expect(await count('feedback')).toBe(0)
    expect(await count('feedback_images')).toBe(0)
    expect(fs.existsSync(file)).toBe(false)
    expect(await count('orders')).toBe(1)
  })
})
