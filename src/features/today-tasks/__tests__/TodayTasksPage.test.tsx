import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { TodayTasks } from '@contract/today-tasks'
import { planEvent } from '@/features/study-plan/__tests__/plan-event'
import { initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import { alterEvent } from '@/features/study-plan/api/alter-event'
import { usePlanStore } from '@/features/study-plan/store'
import { getSimilarQuestion } from '../api/get-similar-question'
import { getTodayTasks } from '../api/get-today-tasks'
import { recordFocus } from '../api/record-focus'
import TodayTasksPage from '../pages/TodayTasksPage'
import { useRetestSignal } from '../retest-signal'
import { useFocusStore } from '../store'

jest.mock('../api/get-today-tasks')
jest.mock('../api/record-focus')
jest.mock('../api/get-similar-question')
jest.mock('@/features/study-plan/api/alter-event')

const event = planEvent({
  series_id: 'ev_1',
  occurrence_start: '2026-03-11T11:00:00.000Z',
  title: 'Maths homework',
  start_at: '2026-03-11T11:00:00.000Z',
  end_at: '2026-03-11T12:00:00.000Z',
  time_zone: 'UTC',
  rrule: 'FREQ=DAILY',
})

const day = (over: Partial<TodayTasks> = {}): TodayTasks => ({
  date: '2026-03-11',
  tasks: [{ event, focus_minutes: 25 }],
  retests: [{ mistake_id: 'mis_1', question: 'Solve 3x + 5 = 20', course_id: 2, stage: 0, due_at: '2026-03-10T00:00:00.000Z', overdue: true, chat_id: null, message_id: null }],
  progress: { done: 0, total: 2 },
  streak: { days: 3, today_active: false, best: 5 },
  focus_minutes_today: 25,
  ...over,
})

beforeAll(() => initI18n('en'))
beforeEach(() => {
  connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
  useFocusStore.getState().reset()
  usePlanStore.getState().reset()
  jest.mocked(getTodayTasks).mockResolvedValue(day())
})

describe("Today's tasks", () => {
  it('shows the checklist, progress, streak and focused minutes', async () => {
    render(<TodayTasksPage />)
    await screen.findByText('Maths homework')
    expect(screen.getByTestId('today-progress')).toHaveTextContent('0 of 2 done')
    expect(screen.getByTestId('today-streak')).toHaveTextContent('3')
    expect(screen.getByText('Do one task today to keep your streak · 25 min focused today')).toBeInTheDocument()
    expect(screen.getByTestId('task-item')).toHaveTextContent('25 min focused')
  })

  it('checks a task off as one occurrence of its series, and the page reloads', async () => {
    jest.mocked(alterEvent).mockResolvedValue({ event: { ...event, status: 'done' }, status: { can_undo: true, can_redo: false, undo: null, redo: null } })
    render(<TodayTasksPage />)
    await screen.findByText('Maths homework')
    jest.mocked(getTodayTasks).mockResolvedValue(day({ tasks: [{ event: { ...event, status: 'done' }, focus_minutes: 25 }], progress: { done: 1, total: 2 } }))
    await act(async () => fireEvent.click(screen.getByTestId('task-check')))
    expect(alterEvent).toHaveBeenCalledWith({ event_id: 'ev_1', occurrence_start: event.occurrence_start, scope: 'occurrence', patch: { status: 'done' } })
    await waitFor(() => expect(screen.getByTestId('today-progress')).toHaveTextContent('1 of 2 done'))
    expect(screen.getByTestId('task-check')).toHaveAttribute('aria-checked', 'true')
  })

  it('shows a due re-test as plain text and opens it in the tutor; the list reloads once it is graded there', async () => {
    render(<TodayTasksPage />)
    expect(await screen.findByTestId('retest-original')).toHaveTextContent('Solve 3x + 5 = 20')
    expect(screen.getByTestId('retest-card')).toHaveTextContent('overdue')
    // No answer field, no self-grade buttons on the card: answering happens with the tutor.
    expect(screen.queryByTestId('retest-input')).toBeNull()
    expect(screen.queryByTestId('retest-solved')).toBeNull()
    await act(async () => fireEvent.click(screen.getByTestId('retest-start')))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/tutor/retest?mistake_id=mis_1' })
    expect(getSimilarQuestion).not.toHaveBeenCalled()

    jest.mocked(getTodayTasks).mockResolvedValue(day({ retests: [] }))
    await act(async () => useRetestSignal.getState().bump())
    await waitFor(() => expect(screen.queryByTestId('retest-card')).toBeNull())
  })

  it('focuses on a chosen task and sends the minutes when stopped', async () => {
    jest.mocked(recordFocus).mockResolvedValue({ focus_minutes_today: 35, task_minutes: 35, streak: { days: 4, today_active: true, best: 5 } })
    render(<TodayTasksPage />)
    const focus = await screen.findByTestId('task-focus')
    await act(async () => fireEvent.click(focus))
    expect(screen.getByTestId('focus-timer')).toHaveTextContent('On: Maths homework')
    const started = Date.now()
    const clock = jest.spyOn(Date, 'now').mockReturnValue(started)
    fireEvent.click(screen.getByTestId('focus-start'))
    expect(screen.getByTestId('focus-clock')).toHaveTextContent('25:00')
    // Ten minutes pass.
    clock.mockReturnValue(started + 10 * 60_000)
    await act(async () => fireEvent.click(screen.getByTestId('focus-stop')))
    await waitFor(() =>
      expect(recordFocus).toHaveBeenCalledWith({ client_id: expect.any(String), event_id: 'ev_1', occurrence_start: event.occurrence_start, started_at: new Date(started).toISOString(), minutes: 10 }),
    )
    expect(useFocusStore.getState().unsent).toEqual([])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '10 minutes of focus saved' }))
  })

  it('keeps a session the network lost, to send later', async () => {
    jest.mocked(recordFocus).mockRejectedValue(Object.assign(new Error('offline'), { kind: 'network' }))
    render(<TodayTasksPage />)
    await screen.findByText('Maths homework')
    const started = Date.now()
    const clock = jest.spyOn(Date, 'now').mockReturnValue(started)
    fireEvent.click(screen.getByTestId('focus-start'))
    clock.mockReturnValue(started + 5 * 60_000)
    await act(async () => fireEvent.click(screen.getByTestId('focus-stop')))
    await waitFor(() => expect(recordFocus).toHaveBeenCalled())
    expect(useFocusStore.getState().unsent).toHaveLength(1)
  })
})
