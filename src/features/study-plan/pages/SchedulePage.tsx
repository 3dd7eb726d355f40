import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { InstructionAnswer, PlanEvent } from '@contract/study-plan'
import { ROUTES } from '@/routes'
import type { TouchLike } from '@/lib/long-press'
import { go } from '@/lib/navigation'
import { navLength, navMetrics, windowWidth } from '@/lib/platform'
import { DESIGN_WIDTH, MAX_LAYOUT_WIDTH } from '@/lib/constants'
import { toast } from '@/lib/toast'
import { useTabBarStore } from '@/components/tab-bar/store'
import { getUndoStatus } from '../api/get-undo-status'
import { sendInstruction } from '../api/send-instruction'
import { undoOrRedo } from '../api/undo-or-redo'
import { AnswerCard } from '../components/AnswerCard'
import { DayStrip } from '../components/DayStrip'
import { InstructionBar } from '../components/InstructionBar'
import { PreviewSheet } from '../components/PreviewSheet'
import { ScheduleHeader } from '../components/ScheduleHeader'
import { TimeGrid } from '../components/TimeGrid'
import { useCourseLookup } from '../model/colors'
import { addDays, dayKey, fromDayKey, startOfDay, startOfWeek } from '@/lib/dates'
import { openPlanMenu } from '../model/plan-menu'
import { refreshUnread } from '../model/refresh-unread'
import { usePlanEvents } from '../model/use-plan-loader'
import { useProposal } from '../model/use-proposal'
import { usePlanStore } from '../store'
import './schedule-page.scss'

/** Earliest hour the grid starts at, unless an event starts earlier. */
const DEFAULT_FIRST_HOUR = 6
const SWIPE_PX = 60
/** Design px of one hour row (time-grid.scss). */
const HOUR_DESIGN_PX = 48

/** Real px of `design` px: sizes scale with the width, up to the widest layout (both targets). */
const designPx = (design: number) => (design * Math.min(windowWidth(), MAX_LAYOUT_WIDTH)) / DESIGN_WIDTH

export default function SchedulePage() {
  const { t } = useTranslation()
  const { view, anchor, setAnchor, setView, changed, setUndo } = usePlanStore()
  const eventUnread = useTabBarStore((s) => s.eventUnread)
  const lookup = useCourseLookup()
  const proposal = useProposal()
  const [now, setNow] = useState(() => new Date())
  const [answer, setAnswer] = useState<InstructionAnswer | null>(null)
  const [asking, setAsking] = useState(false)
  const touch = useRef<{ x: number; y: number } | null>(null)

  const selected = fromDayKey(anchor)
  const week = Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(selected), i))
  const { events, loadedFrom } = usePlanEvents(week[0], addDays(week[0], 7))
  const shown = view === 'week' ? week : [startOfDay(selected)]
  const timed = events.filter((e) => !e.all_day && shown.some((d) => new Date(e.end_at) > d && new Date(e.start_at) < addDays(d, 1)))
  const earliest = Math.min(DEFAULT_FIRST_HOUR, ...timed.map((e) => (new Date(e.start_at) < shown[0] ? 0 : new Date(e.start_at).getHours())))

  // When the week or day shown changes, scroll to what matters: now on today, else the first event.
  const shownKey = `${view}|${dayKey(shown[0])}`
  const loaded = loadedFrom === week[0].toISOString()
  const firstEventHour = timed.length ? Math.min(...timed.map((e) => (new Date(e.start_at) < shown[0] ? earliest : new Date(e.start_at).getHours()))) : 8
  const scrollHour = shown.some((d) => dayKey(d) === dayKey(now)) ? Math.max(earliest, now.getHours() - 1) : Math.max(earliest, firstEventHour)
  const scrolledFor = useRef('')
  useEffect(() => {
    if (!loaded || scrolledFor.current === shownKey) return
    scrolledFor.current = shownKey
    try {
      void Taro.pageScrollTo({ scrollTop: designPx((scrollHour - earliest) * HOUR_DESIGN_PX), duration: 0 }).catch(() => undefined)
    } catch {
      // no page to scroll (tests)
    }
  }, [loaded, shownKey, scrollHour, earliest])

  useEffect(() => {
    getUndoStatus().then(setUndo, () => undefined)
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [setUndo])

  const step = (days: number) => setAnchor(dayKey(addDays(selected, view === 'week' ? days * 7 : days)))
  const open = (e: PlanEvent) => go(ROUTES.scheduleDetail.path, { event_id: e.event_id, occ: e.occurrence_start ?? undefined })
  const colorOf = (e: PlanEvent) => lookup.color(e.course_id, e.kind)

  const ask = async (text: string) => {
    setAsking(true)
    setAnswer(null)
    try {
      const res = await sendInstruction(text)
      if (res.proposal) proposal.show({ reply: res.reply, proposal: res.proposal, alternatives: res.alternatives })
      else setAnswer(res)
    } catch {
      // shown by the request layer (time-out, network)
    } finally {
      setAsking(false)
    }
  }
  const undo = async (action: 'undo' | 'redo') => {
    const res = await undoOrRedo(action).catch(() => null)
    if (!res) return
    changed(res.status)
    toast(t(action === 'undo' ? 'plan.undone' : 'plan.redone', { title: res.step.title }))
    void refreshUnread()
  }

  return (
    <View className='schedule-page'>
      <View className='schedule-page__top' style={{ top: navLength(navMetrics().statusBarHeight + navMetrics().navBarHeight) }}>
        <ScheduleHeader onPrev={() => step(-1)} onNext={() => step(1)} onToday={() => setAnchor(dayKey(new Date()))} onUndo={undo} onMore={() => void openPlanMenu(t, proposal.show)} />
        <DayStrip
          days={week}
          selected={selected}
          markSelected={view === 'day'}
          today={now}
          allDay={events.filter((e) => e.all_day)}
          colorOf={colorOf}
          onPick={(day) => {
            setAnchor(dayKey(day))
            setView('day')
          }}
          onOpen={open}
        />
        {eventUnread > 0 && (
          <View className='schedule-page__unread' data-testid='unread-bar'>
            <View className='schedule-page__unread-dot' />
            <Text>{t('plan.unreadCount', { count: eventUnread })}</Text>
          </View>
        )}
      </View>
      <View
        className='schedule-page__grid'
        onTouchStart={(e) => {
          const p = (e as unknown as TouchLike).touches?.[0]
          touch.current = p ? { x: p.clientX, y: p.clientY } : null
        }}
        onTouchEnd={(e) => {
          const start = touch.current
          const end = (e as unknown as TouchLike).changedTouches?.[0]
          touch.current = null
          if (!start || !end) return
          const dx = end.clientX - start.x
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(end.clientY - start.y)) step(dx < 0 ? 1 : -1)
        }}
      >
        <TimeGrid days={shown} events={events} firstHour={earliest} now={now} colorOf={colorOf} onOpen={open} />
      </View>
      <View className='instruction-bar-space' />
      {answer && <AnswerCard reply={answer.reply} events={answer.events} onOpen={open} onClose={() => setAnswer(null)} />}
      <InstructionBar busy={asking} onSend={(text) => void ask(text)} onAdd={() => go(ROUTES.scheduleDetail.path, { mode: 'new', day: anchor })} />
      {proposal.current && (
        <PreviewSheet
          reply={proposal.current.reply}
          preview={proposal.current.proposal.preview}
          busy={proposal.applying}
          scopes={{ options: proposal.choices.map((c) => c.scope), picked: proposal.picked, onPick: proposal.pick }}
          onConfirm={() => void proposal.confirm()}
          onCancel={proposal.cancel}
        />
      )}
    </View>
  )
}
