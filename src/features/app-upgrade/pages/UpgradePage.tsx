import { EmptyState } from '@/components/empty/EmptyState'

export default function UpgradePage() {
  return <EmptyState />
}
