import { EmptyState } from '@/components/empty/EmptyState'

export default function AcceptInvitePage() {
  return <EmptyState />
}
