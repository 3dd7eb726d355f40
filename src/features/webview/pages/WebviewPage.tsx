import { EmptyState } from '@/components/empty/EmptyState'

export default function WebviewPage() {
  return <EmptyState />
}
