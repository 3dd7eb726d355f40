import { APP_PATHS } from '../../paths/app'
import { get } from './methods'

/** The `app` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const APP_API = {
  start: get(APP_PATHS.start),
} as const
