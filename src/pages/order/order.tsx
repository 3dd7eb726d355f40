import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.order, () => import('@/features/vip/pages/OrderListPage'))
