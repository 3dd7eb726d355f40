import { EmptyState } from '@/components/empty/EmptyState'

export default function QrCodePage() {
  return <EmptyState />
}
