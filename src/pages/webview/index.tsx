import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.webview, () => import('@/features/webview/pages/WebviewPage'))
