import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Exam } from '@contract/exam-tactics'
import { initI18n } from '@/lib/i18n'
import { sendReview } from '../api/exam-reviews'
import { ExamReviewCard } from '../components/ExamReviewCard'
import { ReviewSent } from '../components/ReviewSent'
import { withTopic } from '../model/topics'

jest.mock('../api/exam-reviews')

const exam: Exam = {
  event_id: 'ev_1',
  occurrence_start: null,
  title: 'Maths midterm',
  course_id: 2,
  start_at: '2026-03-09T01:00:00.000Z',
  end_at: '2026-03-09T03:00:00.000Z',
  all_day: false,
  days_left: 0,
  minutes: 120,
  finished: true,
}

/** Taro's input reports what was typed in event.detail, as the H5 component does. */
const type = (text: string) => fireEvent(screen.getByTestId('review-topic-input'), new CustomEvent('input', { detail: { value: text }, bubbles: true }))
const topics = () => screen.queryAllByTestId('review-topic').map((c) => c.textContent?.replace('×', ''))

beforeAll(() => initI18n('en'))
beforeEach(() => jest.mocked(sendReview).mockReset())

describe('the review card of an exam just sat', () => {
  it('asks how it went, takes hard topics as chips that can be removed, and sends them', async () => {
    const onSent = jest.fn()
    jest.mocked(sendReview).mockResolvedValue({ retests_back: 3, retests_due: 4 })
    render(<ExamReviewCard exam={exam} onSent={onSent} />)
    expect(screen.getByText('How did Maths midterm go?')).toBeInTheDocument()

    // Send waits for a choice on the scale, and says so.
    fireEvent.click(screen.getByTestId('review-send'))
    expect(await screen.findByTestId('review-send-why')).toHaveTextContent('Choose how it went first')
    expect(sendReview).not.toHaveBeenCalled()

    fireEvent.click(screen.getByTestId('review-badly'))
    expect(screen.getByTestId('review-badly')).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByTestId('review-well')).toHaveAttribute('aria-checked', 'false')
    type('  quadratic   equations ')
    fireEvent.click(screen.getByTestId('review-topic-add'))
    type('Quadratic equations')
    fireEvent.click(screen.getByTestId('review-topic-add'))
    type('graphs')
    fireEvent.click(screen.getByTestId('review-topic-add'))
    type('proofs')
    fireEvent.click(screen.getByTestId('review-topic-add'))
    expect(topics()).toEqual(['quadratic equations', 'graphs', 'proofs'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove graphs' }))
    expect(topics()).toEqual(['quadratic equations', 'proofs'])

    // A topic typed but not added is sent too.
    type('vectors')
    await act(async () => fireEvent.click(screen.getByTestId('review-send')))
    expect(sendReview).toHaveBeenCalledWith({ event_id: 'ev_1', occurrence_start: undefined, went: 'badly', topics: ['quadratic equations', 'proofs', 'vectors'] })
    expect(onSent).toHaveBeenCalledWith(exam, { retests_back: 3, retests_due: 4 })
  })

  it('stops taking topics at five, and keeps the card when sending fails', async () => {
    const onSent = jest.fn()
    jest.mocked(sendReview).mockRejectedValue(new Error('offline'))
    render(<ExamReviewCard exam={exam} onSent={onSent} />)
    for (const t of ['a', 'b', 'c', 'd', 'e']) {
      type(t)
      fireEvent.click(screen.getByTestId('review-topic-add'))
    }
    expect(topics()).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(screen.queryByTestId('review-topic-input')).toBeNull()
    fireEvent.click(screen.getByTestId('review-well'))
    await act(async () => fireEvent.click(screen.getByTestId('review-send')))
    expect(onSent).not.toHaveBeenCalled()
    expect(screen.getByTestId('review-send')).toHaveAttribute('aria-busy', 'false')
  })

  it.each([
    [{ retests_back: 1, retests_due: 1 }, 'Noted. 1 mistake from this subject is back in today’s re-tests.', true],
    [{ retests_back: 3, retests_due: 5 }, 'Noted. 3 mistakes from this subject are back in today’s re-tests.', true],
    [{ retests_back: 0, retests_due: 2 }, 'Noted. Your mistakes from this subject are already in today’s re-tests (2).', true],
    [{ retests_back: 0, retests_due: 0 }, 'Noted. No mistakes from this subject are waiting for a re-test.', false],
  ])('says what came back: %j', (answer, line, link) => {
    render(<ReviewSent answer={answer} />)
    expect(screen.getByTestId('review-sent')).toHaveTextContent(`${line} The next exam’s tactics will start with what was hard.`)
    expect(screen.queryByTestId('review-open-today') !== null).toBe(link)
  })

  it('tidies a topic, cuts it to 40 characters and keeps each once', () => {
    expect(withTopic([], '  a   b ')).toEqual(['a b'])
    expect(withTopic(['Graphs'], 'graphs')).toEqual(['Graphs'])
    expect(withTopic([], '   ')).toEqual([])
    expect(withTopic([], 'x'.repeat(50))).toEqual(['x'.repeat(40)])
    expect(withTopic(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})
