import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.notificationList, () => import('@/features/notifications/pages/NotificationListPage'))
