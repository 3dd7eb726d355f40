export const ORDER_PATHS = {
  create: '/api/v1/order/create',
  /** POST { order_id }: start paying a pending order again (e.g. from the order list). */
  pay: '/api/v1/order/pay',
  list: '/api/v1/order/list',
  detail: '/api/v1/order/detail',
  cancel: '/api/v1/order/cancel',
} as const
