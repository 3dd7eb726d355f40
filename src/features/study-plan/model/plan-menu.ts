import Taro from '@tarojs/taro'
import type { TFunction } from 'i18next'
import { CAN_DOWNLOAD_ICS, downloadIcs } from '@/lib/calendar'
import { toast } from '@/lib/toast'
import { useTabBarStore } from '@/components/tab-bar/store'
import { cleanStack } from '../api/clean-stack'
import { clearUnread } from '../api/clear-unread'
import { exportIcs } from '../api/export-ics'
import { getPreset } from '../api/get-preset'
import { usePlanStore } from '../store'
import type { PendingProposal } from './use-proposal'

/** The schedule's ⋯ menu: a weekly plan, .ics export (browser), mark all read, clear undo history. */
export async function openPlanMenu(t: TFunction, showProposal: (p: PendingProposal) => void): Promise<void> {
  const items = [
    { label: t('plan.more.preset'), run: () => suggestWeek(showProposal) },
    ...(CAN_DOWNLOAD_ICS ? [{ label: t('plan.more.export'), run: () => exportPlan(t) }] : []),
    { label: t('plan.more.markRead'), run: () => markAllRead(t) },
    { label: t('plan.more.clearHistory'), run: () => clearHistory(t) },
  ]
  let picked: number
  try {
    picked = (await Taro.showActionSheet({ itemList: items.map((i) => i.label) })).tapIndex
  } catch {
    return // cancelled
  }
  await items[picked]?.run()
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
  const { confirm } = await Taro.showModal({ title: t('plan.more.clearHistory'), content: t('plan.more.clearHistoryText'), confirmColor: '#FF2E2E' })
  if (!confirm) return
  const status = await cleanStack().catch(() => null)
  if (status) usePlanStore.getState().setUndo(status)
}
