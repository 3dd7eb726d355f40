/** The sandbox payment provider's own books (PAY_PROVIDER=sandbox), shared by every instance. */
export interface SandboxPaymentsTable {
  out_trade_no: string
  description: string
  amount_fen: number
  channel: string
  notify_url: string
  expires_at: string
  openid: string | null
  /** NOTPAY | SUCCESS | REFUND | CLOSED */
  trade_state: string
  transaction_id: string | null
  paid_fen: number | null
  success_time: string | null
  notification_id: string | null
}

export interface SandboxRefundsTable {
  out_refund_no: string
  out_trade_no: string
  refund_id: string
  refund_fen: number
  total_fen: number
  /** PROCESSING | SUCCESS | ABNORMAL | CLOSED */
  status: string
  notify_url: string | null
  create_time: string
  success_time: string | null
  notification_id: string
}

/** One row (`id` = 'current'): the key the sandbox signs notifications with, and its APIv3 key. */
export interface SandboxKeysTable {
  id: string
  serial: string
  private_key_pem: string
  public_key_pem: string
  api_v3_key: string
  created_at: string
}

export interface SandboxTables {
  sandbox_payments: SandboxPaymentsTable
  sandbox_refunds: SandboxRefundsTable
  sandbox_keys: SandboxKeysTable
}
