import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.setting, () => import('@/features/settings/pages/SettingsPage'))
