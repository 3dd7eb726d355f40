import type { Selectable } from 'kysely'
import type { DB } from '../../../db/database'
import type { PayChannel, RefundStatus } from '../types'
import { newSandboxKeys, type SandboxKeys, type SandboxLedger, type SandboxPayment, type SandboxRefund } from './sandbox-ledger'
import type { SandboxPaymentsTable, SandboxRefundsTable } from './sandbox.tables'

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const date = (s: string | null) => (s ? new Date(s) : null)

function paymentRow(p: SandboxPayment): SandboxPaymentsTable {
  return {
    out_trade_no: p.outTradeNo,
    description: p.description,
    amount_fen: p.amountFen,
    channel: p.channel,
    notify_url: p.notifyUrl,
    expires_at: p.expiresAt.toISOString(),
    openid: p.openid,
    trade_state: p.tradeState,
    transaction_id: p.transactionId,
    paid_fen: p.paidFen,
    success_time: iso(p.successTime),
    notification_id: p.notificationId,
  }
}

function toPayment(r: Selectable<SandboxPaymentsTable>): SandboxPayment {
  return {
    outTradeNo: r.out_trade_no,
    description: r.description,
    amountFen: Number(r.amount_fen),
    channel: r.channel as PayChannel,
    notifyUrl: r.notify_url,
    expiresAt: new Date(r.expires_at),
    openid: r.openid,
    tradeState: r.trade_state as SandboxPayment['tradeState'],
    transactionId: r.transaction_id,
    paidFen: r.paid_fen === null ? null : Number(r.paid_fen),
    successTime: date(r.success_time),
    notificationId: r.notification_id,
  }
}

function refundRow(r: SandboxRefund): SandboxRefundsTable {
  return {
    out_refund_no: r.outRefundNo,
    out_trade_no: r.outTradeNo,
    refund_id: r.refundId,
    refund_fen: r.refundFen,
    total_fen: r.totalFen,
    status: r.status,
    notify_url: r.notifyUrl,
    create_time: r.createTime.toISOString(),
    success_time: iso(r.successTime),
    notification_id: r.notificationId,
  }
}

function toRefund(r: Selectable<SandboxRefundsTable>): SandboxRefund {
  return {
    outRefundNo: r.out_refund_no,
    outTradeNo: r.out_trade_no,
    refundId: r.refund_id,
    refundFen: Number(r.refund_fen),
    totalFen: Number(r.total_fen),
    status: r.status as RefundStatus,
    notifyUrl: r.notify_url,
    createTime: new Date(r.create_time),
    successTime: date(r.success_time),
    notificationId: r.notification_id,
  }
}

/** The sandbox's books in the database: every server instance sees the same payments and keys. */
export function databaseLedger(db: DB): SandboxLedger {
  let keys: SandboxKeys | null = null
  return {
    async payment(outTradeNo) {
      const row = await db.selectFrom('sandbox_payments').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst()
      return row ? toPayment(row) : null
    },
    async startPayment(p) {
      const row = paymentRow(p)
      await db
        .insertInto('sandbox_payments')
        .values(row)
        .onConflict((oc) => oc.column('out_trade_no').doUpdateSet({ ...row }).where('sandbox_payments.trade_state', '=', 'NOTPAY'))
        .execute()
    },
    async updatePayment(p, expected) {
      const result = await db
        .updateTable('sandbox_payments')
        .set(paymentRow(p))
        .where('out_trade_no', '=', p.outTradeNo)
        .where('trade_state', '=', expected)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async refund(outRefundNo) {
      const row = await db.selectFrom('sandbox_refunds').selectAll().where('out_refund_no', '=', outRefundNo).executeTakeFirst()
      return row ? toRefund(row) : null
    },
    async addRefund(r) {
      const result = await db
        .insertInto('sandbox_refunds')
        .values(refundRow(r))
        .onConflict((oc) => oc.column('out_refund_no').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },
    async updateRefund(r, expected) {
      const result = await db
        .updateTable('sandbox_refunds')
        .set(refundRow(r))
        .where('out_refund_no', '=', r.outRefundNo)
        .where('status', '=', expected)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async refundedFen(outTradeNo) {
      const row = await db
        .selectFrom('sandbox_refunds')
        .select((eb) => eb.fn.sum<string | number>('refund_fen').as('sum'))
        .where('out_trade_no', '=', outTradeNo)
        .where('status', 'in', ['SUCCESS', 'PROCESSING'])
        .executeTakeFirst()
      return Number(row?.sum ?? 0)
    },
    async keys() {
      if (keys) return keys
      // The first instance to need them makes them; any other that raced it reads the winner's.
      const made = newSandboxKeys()
      await db
        .insertInto('sandbox_keys')
        .values({
          id: 'current',
          serial: made.serial,
          private_key_pem: made.privateKeyPem,
          public_key_pem: made.publicKeyPem,
          api_v3_key: made.apiV3Key,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
      const row = await db.selectFrom('sandbox_keys').selectAll().where('id', '=', 'current').executeTakeFirstOrThrow()
      keys = { serial: row.serial, privateKeyPem: row.private_key_pem, publicKeyPem: row.public_key_pem, apiV3Key: row.api_v3_key }
      return keys
    },
  }
}
