import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const checkWebviewUrl = (url: string) => call(ENDPOINTS.resource.webviewCheck, { url })
