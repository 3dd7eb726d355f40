import { RESOURCE_PATHS } from '../../paths/resource'
import { get } from './methods'

/** The `resource` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const RESOURCE_API = {
  statement: get(RESOURCE_PATHS.statement),
  webviewCheck: get(RESOURCE_PATHS.webviewCheck),
} as const
