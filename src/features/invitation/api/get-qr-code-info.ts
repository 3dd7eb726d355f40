import { PATHS } from '@contract/paths'
import type { QrCodeInfo } from '@contract/invitation'
import { http } from '@/lib/http/http-client'

export const getQrCodeInfo = () => http.get<QrCodeInfo>(PATHS.resource.qrCodeInfo)
