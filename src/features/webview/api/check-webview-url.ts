import { RESOURCE_API } from '@contract/routes/table/resource'
import { call } from '@/lib/http/call'

export const checkWebviewUrl = (url: string) => call(RESOURCE_API.webviewCheck, { url })
