import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getQrCodeInfo = () => call(ENDPOINTS.invitation.qrCodeInfo)
