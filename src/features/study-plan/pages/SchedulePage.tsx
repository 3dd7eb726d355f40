import { EmptyState } from '@/components/empty/EmptyState'

export default function SchedulePage() {
  return <EmptyState />
}
