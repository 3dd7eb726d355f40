import { EmptyState } from '@/components/empty/EmptyState'

export default function VerificationPage() {
  return <EmptyState />
}
