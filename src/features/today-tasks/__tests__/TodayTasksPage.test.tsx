import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { TodayTasks } from '@contract/today-tasks'
import { planEvent } from '@/features/study-plan/__tests__/plan-event'
import { initI18n } from '@/lib/i18n'
import { alterEvent } from '@/features/study-plan/api/alter-event'
import { usePlanStore } from '@/features/study-plan/store'
import { getSimilarQuestion } from '../api/get-similar-question'
import { getTodayTasks } from '../api/get-today-tasks'
import { recordFocus } from '../api/record-focus'
import { reportRetest } from '../api/report-retest'
import { answerRetest } from '../api/answer-retest'
import TodayTasksPage from '../pages/TodayTasksPage'
import { useFocusStore } from '../store'

jest.mock('../api/get-today-tasks')
jest.mock('../api/record-focus')
jest.mock('../api/report-retest')
jest.mock('../api/get-similar-question')
jest.mock('../api/answer-retest')
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

  const exercise = { question: 'Solve 4x + 7 = 23', markdown: null, attempts: 0, max_attempts: 3, solution: null }
  const outcome = { mistake_id: 'mis_1', stage: 1, next_retest_at: '2026-03-14T00:00:00.000Z', interval_days: 3, mastered: false, advanced: false, streak: { days: 4, today_active: true, best: 5 } }
  const type = (value: string) => fireEvent(screen.getByTestId('retest-input'), new CustomEvent('input', { detail: { value }, bubbles: true }))

  it('checks a typed answer: a wrong try says how many are left, the right one shows the verdict, the answer and when it comes back', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue({ ...exercise, source: 'engine', checkable: true })
    jest.mocked(answerRetest)
      .mockResolvedValueOnce({ verdict: 'wrong', attempts: 1, attempts_left: 2, answer: null, solution: null, outcome: null })
      .mockResolvedValueOnce({ verdict: 'right', attempts: 2, attempts_left: 0, answer: 'x = 4', solution: '**Answer:** $x = 4$', outcome })
    render(<TodayTasksPage />)
    const start = await screen.findByTestId('retest-start')
    await act(async () => fireEvent.click(start))
    expect(await screen.findByTestId('retest-similar')).toHaveTextContent('Solve 4x + 7 = 23')
    // Nothing typed: Check does not send, and says why.
    await act(async () => fireEvent.click(screen.getByTestId('retest-check')))
    expect(answerRetest).not.toHaveBeenCalled()
    expect(screen.getByTestId('retest-check-why')).toHaveTextContent('Write your answer first')
    type('x = 5')
    await act(async () => fireEvent.click(screen.getByTestId('retest-check')))
    expect(answerRetest).toHaveBeenLastCalledWith({ mistake_id: 'mis_1', answer: 'x = 5' })
    expect(screen.getByTestId('retest-verdict')).toHaveTextContent('tries left: 2')
    type('x = 4')
    await act(async () => fireEvent.click(screen.getByTestId('retest-check')))
    expect(screen.getByTestId('retest-verdict')).toHaveTextContent('Right! The tutor checked your answer.')
    expect(screen.getByTestId('retest-answer-shown')).toHaveTextContent('Answer: x = 4')
    expect(screen.getByTestId('retest-next')).toHaveTextContent('It comes back in 3 days.')
    expect(reportRetest).not.toHaveBeenCalled()
    jest.mocked(getTodayTasks).mockResolvedValue(day({ retests: [] }))
    await act(async () => fireEvent.click(screen.getByTestId('retest-done')))
    await waitFor(() => expect(screen.queryByTestId('retest-card')).toBeNull())
  })

  it('gives up with "show the solution": graded by the server, the solution shown', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue({ ...exercise, source: 'engine', checkable: true })
    jest.mocked(answerRetest).mockResolvedValue({ verdict: 'revealed', attempts: 0, attempts_left: 0, answer: 'x = 4', solution: 'Subtract 7', outcome: { ...outcome, interval_days: 1 } })
    render(<TodayTasksPage />)
    const start = await screen.findByTestId('retest-start')
    await act(async () => fireEvent.click(start))
    const giveUp = await screen.findByTestId('retest-give-up')
    await act(async () => fireEvent.click(giveUp))
    expect(answerRetest).toHaveBeenCalledWith({ mistake_id: 'mis_1', give_up: true })
    expect(screen.getByTestId('retest-solution')).toHaveTextContent('Subtract 7')
    expect(screen.getByTestId('retest-next')).toHaveTextContent('It comes back tomorrow.')
  })

  it('says honestly when a re-test cannot be checked, shows the solution, and lets the student grade it', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue({ ...exercise, question: 'Explain photosynthesis', source: 'original', checkable: false, solution: 'Plants turn light into sugar.' })
    jest.mocked(reportRetest).mockResolvedValue({ ...outcome, interval_days: 1 })
    render(<TodayTasksPage />)
    const start = await screen.findByTestId('retest-start')
    await act(async () => fireEvent.click(start))
    expect(await screen.findByTestId('retest-unchecked')).toHaveTextContent("The tutor can't check this kind of question.")
    expect(screen.queryByTestId('retest-input')).toBeNull()
    await act(async () => fireEvent.click(screen.getByTestId('retest-show')))
    expect(screen.getByTestId('retest-solution')).toHaveTextContent('Plants turn light into sugar.')
    await act(async () => fireEvent.click(screen.getByTestId('retest-helped')))
    expect(reportRetest).toHaveBeenCalledWith({ mistake_id: 'mis_1', result: 'helped' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'It comes back soon, to try on your own.' }))
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
