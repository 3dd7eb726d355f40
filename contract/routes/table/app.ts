import { PATHS } from '../../paths'
import { get } from './methods'

/** The `app` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const APP_API = {
  start: get(PATHS.app.start),
} as const
