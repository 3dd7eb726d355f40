/** Added (same style): VIP plans (orders, payment notifications and the sandbox checkout have their own areas). */
export const VIP_PATHS = {
  plans: '/api/v1/vip/plans',
} as const
