import { EmptyState } from '@/components/empty/EmptyState'

export default function CollectionStepsPage() {
  return <EmptyState />
}
