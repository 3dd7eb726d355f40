import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperationScope, PlanPreview, Proposal } from '@contract/study-plan'
import { toast } from '@/lib/toast'
import { applyProposal } from '../api/apply-proposal'
import { usePlanStore } from '../store'
import { refreshUnread } from './refresh-unread'

/** One reading of an instruction, previewed on its own. */
export interface ProposalChoice {
  scope: OperationScope
  reply: string
  proposal: Proposal
}

export interface PendingProposal {
  reply: string
  proposal: Proposal
  /** Other readings of an edit whose scope the instruction left open ("the next one, or every time?"). */
  alternatives?: ProposalChoice[]
}

/** The scope a preview changes: what its first changed or removed item says. */
export function scopeOf(preview: PlanPreview): OperationScope {
  return preview.changed[0]?.before.scope ?? preview.removed[0]?.scope ?? 'series'
}

/** A preview waiting for the student's answer: confirm applies the reading they picked, as one undoable step. */
export function useProposal() {
  const { t } = useTranslation()
  const changed = usePlanStore((s) => s.changed)
  const [pending, setPending] = useState<PendingProposal | null>(null)
  const [picked, setPicked] = useState(0)
  const [applying, setApplying] = useState(false)

  const choices: ProposalChoice[] = pending
    ? [{ scope: scopeOf(pending.proposal.preview), reply: pending.reply, proposal: pending.proposal }, ...(pending.alternatives ?? [])]
    : []
  const current = choices[picked] ?? choices[0] ?? null

  const show = (next: PendingProposal | null) => {
    setPicked(0)
    setPending(next)
  }
  const confirm = async () => {
    if (!current) return
    setApplying(true)
    try {
      const res = await applyProposal(current.proposal.id)
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
  return { pending, current, choices, picked, pick: setPicked, show, confirm, cancel: () => setPending(null), applying }
}
