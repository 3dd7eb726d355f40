import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.settingAccount, () => import('@/features/settings/pages/AccountSettingsPage'))
