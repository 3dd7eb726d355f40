import { EmptyState } from '@/components/empty/EmptyState'

export default function NotificationListPage() {
  return <EmptyState />
}
