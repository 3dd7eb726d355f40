import { EmptyState } from '@/components/empty/EmptyState'

export default function ScanPayPage() {
  return <EmptyState />
}
