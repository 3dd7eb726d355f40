import { EmptyState } from '@/components/empty/EmptyState'

export default function SettingsPage() {
  return <EmptyState />
}
