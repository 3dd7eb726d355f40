import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Proposal } from '@contract/study-plan'
import { toast } from '@/lib/toast'
import { applyProposal } from '../api/apply-proposal'
import { usePlanStore } from '../store'
import { refreshUnread } from './refresh-unread'

export interface PendingProposal {
  reply: string
  proposal: Proposal
}

/** A preview waiting for the student's answer: confirm applies it as one undoable step. */
export function useProposal() {
  const { t } = useTranslation()
  const changed = usePlanStore((s) => s.changed)
  const [pending, setPending] = useState<PendingProposal | null>(null)
  const [applying, setApplying] = useState(false)

  const confirm = async () => {
    if (!pending) return
    setApplying(true)
    try {
      const res = await applyProposal(pending.proposal.id)
      changed(res.status)
      setPending(null)
      toast(t('plan.preview.applied'))
      await refreshUnread()
      return res
    } catch {
      // The request layer has shown why; a 409 (plan changed) or 404 (expired) ends this preview.
      setPending(null)
      return null
    } finally {
      setApplying(false)
    }
  }
  return { pending, show: setPending, confirm, cancel: () => setPending(null), applying }
}
