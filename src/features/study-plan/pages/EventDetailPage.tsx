import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { OperationScope, PlanEvent } from '@contract/study-plan'
import { back } from '@/lib/navigation'
import { CAN_ADD_TO_PHONE_CALENDAR, CAN_DOWNLOAD_ICS, addToPhoneCalendar, downloadIcs } from '@/lib/calendar'
import { toast } from '@/lib/toast'
import { EmptyState } from '@/components/empty/EmptyState'
import { confirmDialog } from '@/components/overlay'
import { useTabBarStore } from '@/components/tab-bar/store'
import { alterEvent } from '../api/alter-event'
import { clearUnread } from '../api/clear-unread'
import { createEvent } from '../api/create-event'
import { deleteEvent } from '../api/delete-event'
import { exportIcs } from '../api/export-ics'
import { getEvent } from '../api/get-event'
import { EventForm } from '../components/EventForm'
import { EventView } from '../components/EventView'
import { chooseScope } from '../model/choose-scope'
import { fromDayKey } from '@/lib/dates'
import { blankValues, draftOf, patchOf, valuesOf, type FormValues } from '../model/form-values'
import { phoneEventOf } from '../model/phone-event'
import { usePlanStore } from '../store'

const param = (value: string | undefined) => (value ? decodeURIComponent(value) : undefined)

/** One event: read it, mark it done, edit it (one occurrence or the series), delete it, export it. */
export default function EventDetailPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  const changed = usePlanStore((s) => s.changed)
  const isNew = params.mode === 'new'
  const [event, setEvent] = useState<PlanEvent | null>(null)
  // A link without an event (a stale share, a hand-typed URL) is as missing as a deleted event.
  const [missing, setMissing] = useState(!isNew && !params.event_id)
  const [editing, setEditing] = useState<{ scope: OperationScope; values: FormValues } | null>(() =>
    isNew ? { scope: 'series', values: blankValues(params.day ? fromDayKey(param(params.day)!) : new Date()) } : null,
  )
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (isNew || !params.event_id) return
    getEvent({ event_id: param(params.event_id)!, occurrence_start: param(params.occ) })
      .then((e) => {
        setEvent(e)
        // Opening an event the assistant added is reading it: it leaves the unread count.
        if (e.unread) {
          clearUnread(e.event_id).then((r) => {
            useTabBarStore.getState().setBadges({ eventUnread: r.unread_event_num })
            changed()
          }, () => undefined)
        }
      })
      .catch(() => setMissing(true))
  }, [isNew, params.event_id, params.occ, changed])

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch {
      // the request layer has told the student why
    } finally {
      setBusy(false)
    }
  }

  const startEdit = async () => {
    if (!event) return
    const scope = event.series_id ? await chooseScope(t, 'edit') : 'series'
    if (scope) setEditing({ scope, values: valuesOf(event, !event.series_id || scope === 'series') })
  }

  const save = (values: FormValues) =>
    run(async () => {
      if (isNew || !event) {
        const res = await createEvent(draftOf(values))
        changed(res.status)
        toast(t('plan.saved'))
        back()
        return
      }
      const scope = editing!.scope
      const patch = patchOf(editing!.values, values, scope === 'occurrence' && !!event.series_id)
      if (Object.keys(patch).length > 0) {
        const res = await alterEvent({ event_id: event.event_id, occurrence_start: event.occurrence_start, scope, patch })
        changed(res.status)
        if (res.event) setEvent(res.event)
        else if (scope === 'series') return back()
      }
      setEditing(null)
      toast(t('plan.saved'))
    })

  const remove = async () => {
    if (!event) return
    let scope: OperationScope = 'series'
    if (event.series_id) {
      const picked = await chooseScope(t, 'delete')
      if (!picked) return
      scope = picked
    } else {
      if (!(await confirmDialog({ title: t('plan.deleteTitle'), message: event.title, confirmText: t('plan.deleteConfirm'), danger: true }))) return
    }
    await run(async () => {
      const res = await deleteEvent({ event_id: event.event_id, occurrence_start: scope === 'occurrence' ? (event.occurrence_start ?? undefined) : undefined, scope })
      changed(res.status)
      toast(t('plan.deleted'))
      back()
    })
  }

  const toggleDone = () =>
    run(async () => {
      if (!event) return
      const status = event.status === 'done' ? 'todo' : 'done'
      const res = await alterEvent({ event_id: event.event_id, occurrence_start: event.occurrence_start, scope: 'occurrence', patch: { status } })
      changed(res.status)
      setEvent(res.event ?? { ...event, status })
    })

  const toCalendar = async () => {
    if (!event) return
    if (CAN_ADD_TO_PHONE_CALENDAR) {
      toast(t((await addToPhoneCalendar(phoneEventOf(event))) ? 'plan.calendarAdded' : 'plan.calendarFailed'))
    } else if (CAN_DOWNLOAD_ICS) {
      const file = await exportIcs(event.event_id).catch(() => null)
      if (file) downloadIcs(file.filename, file.content)
    }
  }

  if (missing) return <EmptyState message={t('plan.notFound')} />
  if (editing) {
    return (
      <EventForm
        initial={editing.values}
        showRepeat={isNew || !event?.series_id || editing.scope === 'series'}
        busy={busy}
        isNew={isNew}
        onSubmit={(v) => void save(v)}
        onCancel={() => (isNew ? back() : setEditing(null))}
      />
    )
  }
  if (!event) return <View />
  return (
    <EventView
      event={event}
      busy={busy}
      calendarLabel={CAN_ADD_TO_PHONE_CALENDAR ? t('plan.addToPhone') : CAN_DOWNLOAD_ICS ? t('plan.downloadIcs') : null}
      onToggleDone={() => void toggleDone()}
      onEdit={() => void startEdit()}
      onDelete={() => void remove()}
      onCalendar={() => void toCalendar()}
    />
  )
}
