import { EmptyState } from '@/components/empty/EmptyState'

export default function ExchangePage() {
  return <EmptyState />
}
