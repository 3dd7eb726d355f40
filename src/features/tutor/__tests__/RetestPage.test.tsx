import React from 'react'
import ReactDOM from 'react-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { Current } from '@tarojs/runtime'
import type { SimilarQuestion } from '@contract/today-tasks'
import { initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import { answerRetest, getSimilarQuestion, reportRetest, retestHelp, useRetestSignal } from '@/features/today-tasks'
import RetestPage from '../pages/RetestPage'

jest.mock('@/features/today-tasks', () => ({
  ...jest.requireActual('@/features/today-tasks'),
  answerRetest: jest.fn(),
  getSimilarQuestion: jest.fn(),
  reportRetest: jest.fn(),
  retestHelp: jest.fn(),
}))

// Page hooks (useRouter) need Taro's React bindings even outside a real page.
createH5NativeComponentConfig(null, React, ReactDOM)

const exercise: SimilarQuestion = { question: 'Solve 4x + 7 = 23', markdown: null, source: 'engine', checkable: true, attempts: 0, max_attempts: 3, solution: null, help: [] }
const outcome = { mistake_id: 'mis_1', stage: 1, next_retest_at: '2026-03-14T00:00:00.000Z', interval_days: 3, mastered: false, advanced: false, streak: { days: 4, today_active: true, best: 5 } }
const type = (value: string) => fireEvent(screen.getByTestId('retest-input'), new CustomEvent('input', { detail: { value }, bubbles: true }))

const open = async () => {
  Current.router = { params: { mistake_id: 'mis_1' }, path: '/packages/tutor/retest', onReady: '', onHide: '', onShow: '' } as never
  render(<RetestPage />)
  return screen.findByTestId('retest-page')
}

beforeAll(() => initI18n('en'))
beforeEach(() => {
  connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
})

describe('a re-test answered with the tutor', () => {
  it('checks a typed answer: a wrong try says how many are left, the right one shows the verdict, the answer and when it comes back', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue(exercise)
    jest.mocked(answerRetest)
      .mockResolvedValueOnce({ verdict: 'wrong', attempts: 1, attempts_left: 2, answer: null, solution: null, outcome: null })
      .mockResolvedValueOnce({ verdict: 'right', attempts: 2, attempts_left: 0, answer: 'x = 4', solution: '**Answer:** $x = 4$', outcome })
    await open()
    expect(getSimilarQuestion).toHaveBeenCalledWith('mis_1')
    expect(screen.getByTestId('retest-similar')).toHaveTextContent('Solve 4x + 7 = 23')
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
    expect(screen.getByTestId('retest-verdict')).toHaveTextContent('Right, with help: it comes back sooner.')
    expect(screen.getByTestId('retest-answer-shown')).toHaveTextContent('Answer: x = 4')
    expect(screen.getByTestId('retest-next')).toHaveTextContent('It comes back in 3 days.')
    // Graded: no more help steps or tries.
    expect(screen.queryByTestId('retest-help')).toBeNull()
    expect(reportRetest).not.toHaveBeenCalled()
    const before = useRetestSignal.getState().graded
    await act(async () => fireEvent.click(screen.getByTestId('retest-done')))
    expect(useRetestSignal.getState().graded).toBe(before + 1)
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('the help ladder: a step asks the server (which records it) and shows the tutor’s text; the note says it counts as help', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue({ ...exercise, help: ['hint'] })
    jest.mocked(retestHelp).mockResolvedValue({ step: 'example', markdown: 'A similar one: 2x + 1 = 9 gives x = 4', help: ['hint', 'example'] })
    await open()
    expect(screen.getByTestId('retest-help')).toHaveTextContent('How much help?')
    expect(screen.getByTestId('retest-help')).toHaveTextContent('A right answer after help counts as “with help”.')
    // Taken before a reload: shown as taken.
    expect(screen.getByTestId('retest-help-hint')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('retest-help-example')).toHaveAttribute('aria-pressed', 'false')
    await act(async () => fireEvent.click(screen.getByTestId('retest-help-example')))
    expect(retestHelp).toHaveBeenCalledWith({ mistake_id: 'mis_1', step: 'example' })
    expect(screen.getByTestId('retest-help-text-example')).toHaveTextContent('A similar one: 2x + 1 = 9 gives x = 4')
    expect(screen.getByTestId('retest-help-example')).toHaveAttribute('aria-pressed', 'true')
    // Shown already: a second tap asks nothing.
    await act(async () => fireEvent.click(screen.getByTestId('retest-help-example')))
    expect(retestHelp).toHaveBeenCalledTimes(1)
  })

  it('gives up with "show the solution": graded by the server, the solution shown', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue(exercise)
    jest.mocked(answerRetest).mockResolvedValue({ verdict: 'revealed', attempts: 0, attempts_left: 0, answer: 'x = 4', solution: 'Subtract 7', outcome: { ...outcome, interval_days: 1 } })
    await open()
    await act(async () => fireEvent.click(screen.getByTestId('retest-give-up')))
    expect(answerRetest).toHaveBeenCalledWith({ mistake_id: 'mis_1', give_up: true })
    expect(screen.getByTestId('retest-solution')).toHaveTextContent('Subtract 7')
    expect(screen.getByTestId('retest-next')).toHaveTextContent('It comes back tomorrow.')
  })

  it('says honestly when a re-test cannot be checked, shows the solution, and lets the student grade it', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue({ ...exercise, question: 'Explain photosynthesis', source: 'original', checkable: false, solution: 'Plants turn light into sugar.' })
    jest.mocked(reportRetest).mockResolvedValue({ ...outcome, interval_days: 1 })
    await open()
    expect(screen.getByTestId('retest-unchecked')).toHaveTextContent("The tutor can't check this kind of question.")
    expect(screen.queryByTestId('retest-input')).toBeNull()
    expect(screen.queryByTestId('retest-help')).toBeNull()
    await act(async () => fireEvent.click(screen.getByTestId('retest-show')))
    expect(screen.getByTestId('retest-solution')).toHaveTextContent('Plants turn light into sugar.')
    await act(async () => fireEvent.click(screen.getByTestId('retest-helped')))
    expect(reportRetest).toHaveBeenCalledWith({ mistake_id: 'mis_1', result: 'helped' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'It comes back soon, to try on your own.' }))
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('opens a conversation with the tutor about the exercise', async () => {
    jest.mocked(getSimilarQuestion).mockResolvedValue(exercise)
    await open()
    await act(async () => fireEvent.click(screen.getByTestId('retest-discuss')))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/packages/tutor/chat?ask=${encodeURIComponent('Solve 4x + 7 = 23')}` })
  })

  it('offers the way back when the re-test cannot be loaded (gone, or no longer due: the request layer says why)', async () => {
    jest.mocked(getSimilarQuestion).mockRejectedValue(new Error('409'))
    Current.router = { params: { mistake_id: 'mis_1' }, path: '/packages/tutor/retest', onReady: '', onHide: '', onShow: '' } as never
    render(<RetestPage />)
    const backButton = await screen.findByTestId('retest-back')
    await act(async () => fireEvent.click(backButton))
    expect(Taro.navigateBack).toHaveBeenCalled()
    expect(screen.queryByTestId('retest-input')).toBeNull()
  })

  it('opened without a re-test (a bare link), asks the server nothing and offers the way back', async () => {
    jest.mocked(getSimilarQuestion).mockClear()
    Current.router = { params: {}, path: '/packages/tutor/retest', onReady: '', onHide: '', onShow: '' } as never
    render(<RetestPage />)
    expect(await screen.findByTestId('retest-back')).toBeInTheDocument()
    expect(getSimilarQuestion).not.toHaveBeenCalled()
  })
})
