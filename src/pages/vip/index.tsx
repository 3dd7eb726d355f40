import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.vip, () => import('@/features/vip/pages/VipPage'))
