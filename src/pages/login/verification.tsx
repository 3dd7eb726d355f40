import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.verification, () => import('@/features/auth/pages/VerificationPage'))
