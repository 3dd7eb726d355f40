import { EmptyState } from '@/components/empty/EmptyState'

export default function AccountSettingsPage() {
  return <EmptyState />
}
