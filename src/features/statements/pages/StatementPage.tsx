import { EmptyState } from '@/components/empty/EmptyState'

export default function StatementPage() {
  return <EmptyState />
}
