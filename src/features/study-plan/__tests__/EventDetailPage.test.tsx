import React from 'react'
import ReactDOM from 'react-dom'
import { render, screen } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { Current } from '@tarojs/runtime'
import { initI18n } from '@/lib/i18n'
import { getEvent } from '../api/get-event'
import EventDetailPage from '../pages/EventDetailPage'
import { planEvent } from './plan-event'

jest.mock('../api/get-event')

// Page hooks (useRouter) need Taro's React bindings even outside a real page.
createH5NativeComponentConfig(null, React, ReactDOM)

const open = (params: Record<string, string>) => {
  Current.router = { params, path: '/pages/scheduleDetail/index', onReady: '', onHide: '', onShow: '' } as never
  return render(<EventDetailPage />)
}

const maths = planEvent({ event_id: 'e1', title: 'Maths lesson', kind: 'class' })

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
