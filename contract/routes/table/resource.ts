import { PATHS } from '../../paths'
import { get } from './methods'

/** The `resource` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const RESOURCE_API = {
  statement: get(PATHS.resource.statement),
  webviewCheck: get(PATHS.resource.webviewCheck),
} as const
