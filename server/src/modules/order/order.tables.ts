/**
 * One row per purchase. Money is integer fen. `status` moves only by conditional updates
 * (WHERE status = <expected>), so two instances or two notifications can never both move it:
 *
 *   pending -> paid -> fulfilled -> refunding -> refunded
 *   pending -> closed (30 min unpaid, or cancelled)     refunding -> fulfilled (refund failed)
 *
 * `paid` without `fulfilled` means the money arrived but could not be granted (e.g. a wrong
 * amount, or the account is gone): the operator refunds it.
 */
export interface OrdersTable {
  id: string
  /** Our number at the payment provider: unique, 6-32 of [0-9A-Z]. */
  out_trade_no: string
  user_id: string
  /** The plan as it was when the order was made (prices and plans may change later). */
  plan_id: string
  plan_days: number
  plan_questions: number
  amount_fen: number
  currency: string
  /** pending | paid | fulfilled | closed | refunding | refunded */
  status: string
  /** jsapi | native | h5 */
  channel: string
  provider: string
  created_at: string
  expires_at: string
  updated_at: string
  /** Last time we asked the provider about this order (reconciliation), or null. */
  checked_at: string | null
  paid_at: string | null
  transaction_id: string | null
  paid_fen: number | null
  fulfilled_at: string | null
  /** The VIP end before and after this order (so a refund can take back exactly its days). */
  vip_from: string | null
  vip_until: string | null
  closed_at: string | null
  /** expired | cancelled */
  close_reason: string | null
  refund_no: string | null
  refund_requested_at: string | null
  /** When the provider accepted the refund request (null: not sent yet, the sweep sends it). */
  refund_submitted_at: string | null
  refunded_at: string | null
  refund_reason: string | null
  /** Why a paid order was not fulfilled, for the operator (e.g. amount_mismatch). */
  anomaly: string | null
}

export interface OrderTables {
  orders: OrdersTable
}
