/** Added: the app's start-up data in one call (contract/app-start.ts). */
export const APP_PATHS = {
  start: '/api/v1/app/start',
} as const
