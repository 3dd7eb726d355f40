import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.scanPay, () => import('@/features/vip/pages/ScanPayPage'))
