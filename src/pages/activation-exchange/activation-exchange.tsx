import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.activationExchange, () => import('@/features/activation/pages/ExchangePage'))
