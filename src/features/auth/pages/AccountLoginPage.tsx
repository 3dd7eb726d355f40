import { EmptyState } from '@/components/empty/EmptyState'

export default function AccountLoginPage() {
  return <EmptyState />
}
