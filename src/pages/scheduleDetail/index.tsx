import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.scheduleDetail, () => import('@/features/study-plan/pages/EventDetailPage'))
