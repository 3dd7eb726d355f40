import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.canvas, () => import('@/features/tutor/pages/CanvasPage'))
