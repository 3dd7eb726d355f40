import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.settingDestroy, () => import('@/features/settings/pages/DestroyAccountPage'))
