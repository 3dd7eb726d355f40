import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.parentShare, () => import('@/features/parent-digest/pages/ParentSharePage'))
