import { EmptyState } from '@/components/empty/EmptyState'

export default function LoginPage() {
  return <EmptyState />
}
