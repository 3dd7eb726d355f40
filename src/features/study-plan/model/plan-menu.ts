import type { TFunction } from 'i18next'
import { CAN_DOWNLOAD_ICS, downloadIcs } from '@/lib/calendar'
import { toast } from '@/lib/toast'
import { useTabBarStore } from '@/components/tab-bar/store'
import { chooseAction, confirmDialog } from '@/components/overlay'
import { cleanStack } from '../api/clean-stack'
import { clearUnread } from '../api/clear-unread'
import { exportIcs } from '../api/export-ics'
import { getPreset } from '../api/get-preset'
import { usePlanStore } from '../store'
import type { PendingProposal } from './use-proposal'

/** The schedule's ⋯ menu: a weekly plan, .ics export (browser), mark all read, clear undo history. */
export async function openPlanMenu(t: TFunction, showProposal: (p: PendingProposal) => void): Promise<void> {
  const items = [
    { label: t('plan.more.preset'), testId: 'more-preset', run: () => suggestWeek(showProposal) },
    ...(CAN_DOWNLOAD_ICS ? [{ label: t('plan.more.export'), testId: 'more-export', run: () => exportPlan(t) }] : []),
    { label: t('plan.more.markRead'), testId: 'more-mark-read', run: () => markAllRead(t) },
    { label: t('plan.more.clearHistory'), testId: 'more-clear-history', run: () => clearHistory(t) },
  ]
  const picked = await chooseAction({ title: t('plan.more.title'), items: items.map(({ label, testId }) => ({ label, testId })) })
  if (picked !== null) await items[picked]?.run()
}

async function suggestWeek(showProposal: (p: PendingProposal) => void) {
  const res = await getPreset().catch(() => null)
  if (!res) return
  if (res.proposal) showProposal({ reply: res.reply, proposal: res.proposal })
  else toast(res.reply)
}

async function exportPlan(t: TFunction) {
  const file = await exportIcs().catch(() => null)
  if (file && downloadIcs(file.filename, file.content)) toast(t('plan.more.exported'))
}

async function markAllRead(t: TFunction) {
  const res = await clearUnread().catch(() => null)
  if (!res) return
  useTabBarStore.getState().setBadges({ eventUnread: res.unread_event_num })
  usePlanStore.getState().changed()
  toast(t('plan.more.allRead'))
}

async function clearHistory(t: TFunction) {
  const confirmed = await confirmDialog({
    title: t('plan.more.clearHistory'),
    message: t('plan.more.clearHistoryText'),
    confirmText: t('plan.more.clearHistoryConfirm'),
    danger: true,
  })
  if (!confirmed) return
  const status = await cleanStack().catch(() => null)
  if (status) usePlanStore.getState().setUndo(status)
}
