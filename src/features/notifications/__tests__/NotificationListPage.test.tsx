import React from 'react'
import ReactDOM from 'react-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import Taro from '@tarojs/taro'
import { initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import { useTabBarStore } from '@/components/tab-bar/store'
import NotificationListPage from '../pages/NotificationListPage'

// Page hooks (useReachBottom, useDidShow) need Taro's React bindings even outside a real page.
createH5NativeComponentConfig(null, React, ReactDOM)

beforeAll(() => initI18n('en'))
beforeEach(() => {
  useTabBarStore.getState().reset()
  connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
})

const item = (id: string, unread: boolean, link = '') => ({
  id,
  kind: 'payment',
  title: `Title ${id}`,
  body: `Body ${id}`,
  link,
  unread,
  created_at: '2026-11-23T02:05:00.000Z',
})

/** The network's answer: the envelope, which the request layer opens. */
const envelope = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data } })

function serve() {
  const posted: unknown[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((params: { url: string; data?: unknown }) => {
    if (params.url.startsWith('/api/v1/notification/list')) {
      return envelope({ items: [item('n1', true, 'pages/order/order'), item('n2', true), item('n3', false)], next_cursor: null, unread_total: 2 })
    }
    if (params.url === '/api/v1/notification/read') {
      posted.push(params.data)
      const body = params.data as { all?: boolean }
      return envelope({ total: body.all ? 0 : 1 })
    }
    return Promise.reject(new Error(`unexpected ${params.url}`))
  }) as never)
  return posted
}

describe('notification list', () => {
  it('shows unread ones marked, and the count on the Mine tab', async () => {
    serve()
    render(<NotificationListPage />)
    const items = await screen.findAllByTestId('notification')
    expect(items.map((n) => n.getAttribute('data-unread'))).toEqual(['1', '1', '0'])
    expect(screen.getByText('Unread: 2')).toBeInTheDocument()
    expect(useTabBarStore.getState().notificationUnread).toBe(2)
  })

  it('marks one read when opened, follows its link, and lowers the badge', async () => {
    const posted = serve()
    render(<NotificationListPage />)
    const [first] = await screen.findAllByTestId('notification')
    await act(async () => {
      fireEvent.click(first)
    })
    expect(posted).toEqual([{ ids: ['n1'] }])
    expect(first.getAttribute('data-unread')).toBe('0')
    expect(useTabBarStore.getState().notificationUnread).toBe(1)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/order' })
  })

  it('marks everything read at once', async () => {
    const posted = serve()
    render(<NotificationListPage />)
    await screen.findAllByTestId('notification')
    await act(async () => {
      fireEvent.click(screen.getByTestId('notifications-read-all'))
    })
    expect(posted).toEqual([{ all: true }])
    expect(screen.getAllByTestId('notification').every((n) => n.getAttribute('data-unread') === '0')).toBe(true)
    expect(useTabBarStore.getState().notificationUnread).toBe(0)
  })
})
