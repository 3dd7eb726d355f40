import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.mobileNumber, () => import('@/features/auth/pages/MobileNumberPage'))
