import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.login, () => import('@/features/auth/pages/LoginPage'))
