import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.qrcode, () => import('@/features/invitation/pages/QrCodePage'))
