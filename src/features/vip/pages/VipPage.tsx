import { EmptyState } from '@/components/empty/EmptyState'

export default function VipPage() {
  return <EmptyState />
}
