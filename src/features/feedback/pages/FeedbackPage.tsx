import { EmptyState } from '@/components/empty/EmptyState'

export default function FeedbackPage() {
  return <EmptyState />
}
