import { EmptyState } from '@/components/empty/EmptyState'

export default function AccessLoginPage() {
  return <EmptyState />
}
