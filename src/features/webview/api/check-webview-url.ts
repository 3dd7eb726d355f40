import { PATHS } from '@contract/paths'
import type { WebviewCheck } from '@contract/resource'
import { http } from '@/lib/http/http-client'

export const checkWebviewUrl = (url: string) => http.get<WebviewCheck>(PATHS.resource.webviewCheck, { url })
