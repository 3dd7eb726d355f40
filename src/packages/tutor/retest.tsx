import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.retest, () => import('@/features/tutor/pages/RetestPage'))
