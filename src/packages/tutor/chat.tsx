import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.chat, () => import('@/features/tutor/pages/ChatPage'))
