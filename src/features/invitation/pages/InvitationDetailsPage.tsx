import { EmptyState } from '@/components/empty/EmptyState'

export default function InvitationDetailsPage() {
  return <EmptyState />
}
