import { EmptyState } from '@/components/empty/EmptyState'

export default function AccountRegisterPage() {
  return <EmptyState />
}
