import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.invitationDetails, () => import('@/features/invitation/pages/InvitationDetailsPage'))
