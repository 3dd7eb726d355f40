import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.user, () => import('@/features/profile/pages/MinePage'))
