import { EmptyState } from '@/components/empty/EmptyState'

export default function MobileNumberPage() {
  return <EmptyState />
}
