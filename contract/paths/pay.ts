export const PAY_PATHS = {
  /** The payment provider's notifications (raw body, signed); not for the app. */
  notify: '/api/v1/pay/notify',
  /** The sandbox's checkout page (HTML), only with PAY_PROVIDER=sandbox. */
  sandboxCheckout: '/api/v1/pay/sandbox/checkout',
} as const
