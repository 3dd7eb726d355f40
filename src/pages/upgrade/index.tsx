import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.upgrade, () => import('@/features/app-upgrade/pages/UpgradePage'))
