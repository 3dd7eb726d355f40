import React from 'react'
import ReactDOM from 'react-dom'
import { render, screen } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { Current } from '@tarojs/runtime'
import type { PlanEvent } from '@contract/study-plan'
import { initI18n } from '@/lib/i18n'
import { getEvent } from '../api/get-event'
import EventDetailPage from '../pages/EventDetailPage'

jest.mock('../api/get-event')

// Page hooks (useRouter) need Taro's React bindings even outside a real page.
createH5NativeComponentConfig(null, React, ReactDOM)

const open = (params: Record<string, string>) => {
  Current.router = { params, path: '/pages/scheduleDetail/index', onReady: '', onHide: '', onShow: '' } as never
  return render(<EventDetailPage />)
}

const maths: PlanEvent = {
  id: 'e1',
  event_id: 'e1',
  series_id: null,
  occurrence_start: null,
  title: 'Maths lesson',
  course_id: null,
  start_at: new Date(2026, 2, 10, 9).toISOString(),
  end_at: new Date(2026, 2, 10, 10).toISOString(),
  all_day: false,
  time_zone: 'UTC',
  rrule: null,
  kind: 'class',
  status: 'todo',
  source: 'manual',
  unread: false,
  reminder_min: null,
  location: '',
  note: '',
  edited: false,
}

beforeAll(() => initI18n('en'))
beforeEach(() => jest.mocked(getEvent).mockReset())

describe('EventDetailPage', () => {
  it('shows the event the link names', async () => {
    jest.mocked(getEvent).mockResolvedValue(maths)
    open({ event_id: 'e1' })
    expect(await screen.findByText('Maths lesson')).toBeInTheDocument()
    expect(getEvent).toHaveBeenCalledWith({ event_id: 'e1', occurrence_start: undefined })
  })

  it('says the event is gone when the server no longer has it', async () => {
    jest.mocked(getEvent).mockRejectedValue(new Error('404'))
    open({ event_id: 'e1' })
    expect(await screen.findByText('This event is no longer in your plan')).toBeInTheDocument()
  })

  it('says the event is gone when the link names no event at all, without asking the server', () => {
    open({})
    expect(screen.getByText('This event is no longer in your plan')).toBeInTheDocument()
    expect(getEvent).not.toHaveBeenCalled()
  })
})
