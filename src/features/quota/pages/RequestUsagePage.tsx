import { EmptyState } from '@/components/empty/EmptyState'

export default function RequestUsagePage() {
  return <EmptyState />
}
