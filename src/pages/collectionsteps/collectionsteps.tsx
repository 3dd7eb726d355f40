import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.collectionSteps, () => import('@/features/profile/pages/CollectionStepsPage'))
