export const INVITATION_PATHS = {
  active: '/api/v2/invitation/active',
  joinWaitList: '/api/v2/invitation/join-wait-list',
} as const
