import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.schedule, () => import('@/features/study-plan/pages/SchedulePage'))
