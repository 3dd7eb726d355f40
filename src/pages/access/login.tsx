import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.accessLogin, () => import('@/features/auth/pages/AccessLoginPage'))
