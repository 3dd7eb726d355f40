import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.loginAccount, () => import('@/features/auth/pages/AccountLoginPage'))
