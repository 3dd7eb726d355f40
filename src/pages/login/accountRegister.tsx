import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.accountRegister, () => import('@/features/auth/pages/AccountRegisterPage'))
