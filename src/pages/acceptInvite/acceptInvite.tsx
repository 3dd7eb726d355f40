import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.acceptInvite, () => import('@/features/invitation/pages/AcceptInvitePage'))
