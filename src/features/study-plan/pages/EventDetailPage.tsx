import { EmptyState } from '@/components/empty/EmptyState'

export default function EventDetailPage() {
  return <EmptyState />
}
