import React from 'react'
import ReactDOM from 'react-dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import Taro from '@tarojs/taro'
import { initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import { requestMessageSubscription } from '@/lib/subscribe'
import { toast } from '@/lib/toast'
import en from '@/locales/en/notifications'
import NotificationListPage from '../pages/NotificationListPage'

// The platform is a switch here: the mini-program (WeChat's subscribe dialog) or a browser.
const mockPlatform = { weapp: true }
jest.mock('@/lib/subscribe', () => ({
  get canSubscribeToMessages() {
    return mockPlatform.weapp
  },
  requestMessageSubscription: jest.fn(),
}))
jest.mock('@/lib/toast', () => ({ toast: jest.fn() }))

createH5NativeComponentConfig(null, React, ReactDOM)

const envelope = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data } })
const T = en.notifications

/** Serves the list and the push templates; counts how often the templates were asked for. */
function serve(templates: string[]) {
  const asked = { config: 0 }
  jest.spyOn(Taro, 'request').mockImplementation(((params: { url: string }) => {
    if (params.url.startsWith('/api/v1/notification/list')) return envelope({ items: [], next_cursor: null, unread_total: 0 })
    if (params.url === '/api/v1/notification/push-config') {
      asked.config++
      return envelope({ wechat_template_ids: templates })
    }
    return Promise.reject(new Error(`unexpected ${params.url}`))
  }) as never)
  return asked
}

beforeAll(() => initI18n('en'))
beforeEach(() => {
  connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
  jest.mocked(requestMessageSubscription).mockReset()
  jest.mocked(toast).mockReset()
})
afterEach(() => jest.restoreAllMocks())

describe('WeChat notifications from the notification list', () => {
  it('in the mini-program: offers the subscription, asks WeChat from the tap with the templates, and says how it went', async () => {
    mockPlatform.weapp = true
    const asked = serve(['tmpl-a', 'tmpl-b'])
    jest.mocked(requestMessageSubscription).mockResolvedValueOnce('accepted').mockResolvedValueOnce('rejected')
    const { unmount } = render(<NotificationListPage />)
    fireEvent.click(await screen.findByText(T.subscribe))
    expect(requestMessageSubscription).toHaveBeenCalledWith(['tmpl-a', 'tmpl-b'])
    await waitFor(() => expect(toast).toHaveBeenCalledWith(T.subscribed))
    fireEvent.click(screen.getByText(T.subscribe))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(T.notSubscribed))
    unmount()
    // Opened again: the templates loaded once serve again, without asking the server.
    render(<NotificationListPage />)
    expect(await screen.findByText(T.subscribe)).toBeInTheDocument()
    expect(asked.config).toBe(1)
  })

  it('in a browser: offers nothing and never asks for the templates', async () => {
    mockPlatform.weapp = false
    const asked = serve(['tmpl-a'])
    render(<NotificationListPage />)
    expect(await screen.findByText(T.empty)).toBeInTheDocument()
    expect(screen.queryByText(T.subscribe)).toBeNull()
    expect(asked.config).toBe(0)
  })
})
