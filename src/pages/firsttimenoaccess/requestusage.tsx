import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.requestUsage, () => import('@/features/quota/pages/RequestUsagePage'))
