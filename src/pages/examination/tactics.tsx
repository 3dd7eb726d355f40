import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.tactics, () => import('@/features/exam-tactics/pages/TacticsPage'))
