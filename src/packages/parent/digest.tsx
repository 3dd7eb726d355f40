import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.parentDigest, () => import('@/features/parent-digest/pages/ParentDigestPage'))
