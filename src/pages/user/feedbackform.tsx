import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.feedback, () => import('@/features/feedback/pages/FeedbackPage'))
