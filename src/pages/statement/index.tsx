import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.statement, () => import('@/features/statements/pages/StatementPage'))
