import { EmptyState } from '@/components/empty/EmptyState'

export default function TacticsPage() {
  return <EmptyState />
}
