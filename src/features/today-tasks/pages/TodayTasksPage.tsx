import { EmptyState } from '@/components/empty/EmptyState'

export default function TodayTasksPage() {
  return <EmptyState />
}
