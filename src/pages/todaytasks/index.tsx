import { definePage } from '@/components/page/definePage'
import { ROUTES } from '@/routes'

export default definePage(ROUTES.todayTasks, () => import('@/features/today-tasks/pages/TodayTasksPage'))
