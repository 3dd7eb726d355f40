import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { InstructionAnswer, PlanEvent, UndoStatus } from '@contract/study-plan'
import { initI18n } from '@/lib/i18n'
import { useTabBarStore } from '@/components/tab-bar/store'
import { applyProposal } from '../api/apply-proposal'
import { getUndoStatus } from '../api/get-undo-status'
import { queryEvents } from '../api/query-events'
import { sendInstruction } from '../api/send-instruction'
import { undoOrRedo } from '../api/undo-or-redo'
import { getUnreadEventNum } from '../api/get-unread-event-num'
import { dayKey } from '../model/dates'
import SchedulePage from '../pages/SchedulePage'
import { usePlanStore } from '../store'
import { planEvent } from './plan-event'

jest.mock('../api/query-events')
jest.mock('../api/get-undo-status')
jest.mock('../api/send-instruction')
jest.mock('../api/apply-proposal')
jest.mock('../api/undo-or-redo')
jest.mock('../api/get-unread-event-num')

const monday = new Date(2026, 2, 9)
const at = (d: number, h: number, m = 0) => new Date(2026, 2, d, h, m).toISOString()
const event = (title: string, start: string, end: string, over: Partial<PlanEvent> = {}): PlanEvent =>
  planEvent({ id: title, event_id: title, title, course_id: null, start_at: start, end_at: end, time_zone: 'UTC', ...over })
const status = (can_undo: boolean, can_redo = false): UndoStatus => ({
  can_undo,
  can_redo,
  undo: can_undo ? { kind: 'instruction', title: 'Physics', count: 1, at: at(9, 8) } : null,
  redo: null,
})

beforeAll(() => initI18n('en'))
beforeEach(() => {
  usePlanStore.getState().reset()
  usePlanStore.getState().setAnchor(dayKey(monday))
  useTabBarStore.getState().reset()
  jest.mocked(getUndoStatus).mockResolvedValue(status(false))
  jest.mocked(getUnreadEventNum).mockResolvedValue({ unread_event_num: 1 })
  jest.mocked(queryEvents).mockResolvedValue({
    events: [event('Maths', at(10, 9), at(10, 10)), event('Physics revision', at(10, 9, 30), at(10, 11)), event('Essay', at(12, 0), at(13, 0), { all_day: true })],
  })
})

describe('SchedulePage', () => {
  it('loads the week shown and lays overlapping events side by side, marked as conflicts', async () => {
    render(<SchedulePage />)
    await screen.findAllByTestId('event-block')
    expect(queryEvents).toHaveBeenCalledWith({ from: monday.toISOString(), to: new Date(2026, 2, 16).toISOString() })
    const blocks = screen.getAllByTestId('event-block')
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual(['Maths, 09:00–10:00, overlaps another event', 'Physics revision, 09:30–11:00, overlaps another event'])
    expect(blocks[0].style.width).toBe('50%')
    expect(blocks[1].style.left).toBe('50%')
    expect(screen.getByText('Essay')).toBeInTheDocument()
    expect(screen.getByTestId('plan-undo')).toHaveAttribute('aria-disabled', 'true')
  })

  it('moves a week on and back', async () => {
    render(<SchedulePage />)
    await screen.findAllByTestId('event-block')
    fireEvent.click(screen.getByTestId('plan-next'))
    await waitFor(() => expect(queryEvents).toHaveBeenLastCalledWith({ from: new Date(2026, 2, 16).toISOString(), to: new Date(2026, 2, 23).toISOString() }))
    fireEvent.click(screen.getByTestId('plan-prev'))
    expect(usePlanStore.getState().anchor).toBe('2026-03-09')
  })

  it('previews an instruction, applies it on confirm, then undo is possible', async () => {
    const answer: InstructionAnswer = {
      intent: 'add',
      reply: 'Add "Physics" on Wed 11 Mar, 15:00–17:00.',
      engine: 'offline',
      range: null,
      events: [],
      alternatives: [],
      proposal: {
        id: 'prp_1',
        operations: [],
        expires_at: at(9, 9),
        preview: { added: [{ title: 'Physics', course_id: 4, kind: 'study', start_at: at(11, 15), end_at: at(11, 17), all_day: false, rrule: null, scope: 'series' }], changed: [], removed: [], conflicts: [] },
      },
    }
    jest.mocked(sendInstruction).mockResolvedValue(answer)
    jest.mocked(applyProposal).mockResolvedValue({ step: { kind: 'instruction', title: 'Physics', count: 1, at: at(9, 8) }, status: status(true) })
    const { container } = render(<SchedulePage />)
    await screen.findAllByTestId('event-block')
    // Taro's input reports what was typed in event.detail, as the H5 component does.
    const input = container.querySelector('.instruction-bar__input') as HTMLElement
    fireEvent(input, new CustomEvent('input', { detail: { value: 'physics tomorrow 3-5pm' }, bubbles: true }))
    await act(async () => fireEvent.click(screen.getByTestId('instruction-send')))
    expect(sendInstruction).toHaveBeenCalledWith('physics tomorrow 3-5pm')
    const sheet = await screen.findByTestId('preview-sheet')
    expect(sheet).toHaveTextContent('Added (1)')
    expect(sheet).toHaveTextContent('Wed 11 Mar, 15:00–17:00')
    await act(async () => fireEvent.click(screen.getByTestId('preview-confirm')))
    expect(applyProposal).toHaveBeenCalledWith('prp_1')
    await waitFor(() => expect(screen.queryByTestId('preview-sheet')).toBeNull())
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your plan is updated' }))
    expect(screen.getByTestId('plan-undo')).toHaveAttribute('aria-disabled', 'false')
    await waitFor(() => expect(useTabBarStore.getState().eventUnread).toBe(1))

    jest.mocked(undoOrRedo).mockResolvedValue({ action: 'undo', step: { kind: 'instruction', title: 'Physics', count: 1, at: at(9, 8) }, status: status(false, true) })
    await act(async () => fireEvent.click(screen.getByTestId('plan-undo')))
    expect(undoOrRedo).toHaveBeenCalledWith('undo')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Undone: Physics' }))
    expect(screen.getByTestId('plan-redo')).toHaveAttribute('aria-disabled', 'false')
  })

  it('offers both readings of an edit whose scope was left open, and applies the one picked', async () => {
    const reading = (scope: 'occurrence' | 'series', when: string) => ({
      title: 'Reading', course_id: null, kind: 'study' as const, start_at: when, end_at: when, all_day: false, rrule: 'FREQ=DAILY', scope,
    })
    const proposal = (id: string, scope: 'occurrence' | 'series') => ({
      id,
      operations: [],
      expires_at: at(9, 9),
      preview: { added: [], changed: [], removed: [reading(scope, at(11, 21))], conflicts: [] },
    })
    jest.mocked(sendInstruction).mockResolvedValue({
      intent: 'delete',
      reply: 'Delete “Reading” (Wed 11 Mar, 21:00–21:30).',
      engine: 'offline',
      range: null,
      events: [],
      proposal: proposal('prp_next', 'occurrence'),
      alternatives: [{ scope: 'series', reply: 'Delete every “Reading” (the whole series).', proposal: proposal('prp_all', 'series') }],
    })
    jest.mocked(applyProposal).mockResolvedValue({ step: { kind: 'instruction', title: 'Reading', count: 1, at: at(9, 8) }, status: status(true) })
    const { container } = render(<SchedulePage />)
    await screen.findAllByTestId('event-block')
    const input = container.querySelector('.instruction-bar__input') as HTMLElement
    fireEvent(input, new CustomEvent('input', { detail: { value: 'cancel reading' }, bubbles: true }))
    await act(async () => fireEvent.click(screen.getByTestId('instruction-send')))
    const sheet = await screen.findByTestId('preview-sheet')
    expect(sheet).toHaveTextContent('Which do you mean?')
    expect(screen.getByTestId('preview-scope-occurrence')).toHaveAttribute('aria-checked', 'true')
    expect(sheet).toHaveTextContent('Delete “Reading” (Wed 11 Mar, 21:00–21:30).')
    fireEvent.click(screen.getByTestId('preview-scope-series'))
    expect(screen.getByTestId('preview-scope-series')).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByTestId('preview-sheet')).toHaveTextContent('Delete every “Reading” (the whole series).')
    await act(async () => fireEvent.click(screen.getByTestId('preview-confirm')))
    expect(applyProposal).toHaveBeenCalledWith('prp_all')
    expect(applyProposal).not.toHaveBeenCalledWith('prp_next')
  })
})
