import { EmptyState } from '@/components/empty/EmptyState'

export default function DestroyAccountPage() {
  return <EmptyState />
}
