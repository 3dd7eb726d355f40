import { EmptyState } from '@/components/empty/EmptyState'

export default function OrderListPage() {
  return <EmptyState />
}
