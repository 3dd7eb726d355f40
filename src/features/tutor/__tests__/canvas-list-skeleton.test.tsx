import React from 'react'
import ReactDOM from 'react-dom'
import { render, screen, waitFor } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import type { UserInfo } from '@contract/user'
import { ACCOUNT_STATUS } from '@contract/account-status'
import { initI18n } from '@/lib/i18n'
import { useUserStore } from '@/shared/user/store'
import { useChatStore } from '../chat-store'
import * as api from '../api/get-chat-list'
import CanvasPage from '../pages/CanvasPage'

createH5NativeComponentConfig(null, React, ReactDOM)

const student = (status: number) => ({ account_status: status }) as unknown as UserInfo
const chats = { chats: [{ chat_id: 'c1', chat_type: 'plan_assistant', chat_name: 'Plan assistant', chat_avatar: 'plan', no_read_msg_count: 0, last_message: null }], next_cursor: null, photo_reading: true, no_read_total: 0 }

beforeAll(() => initI18n('en'))
beforeEach(() => {
  useChatStore.getState().clear()
  useUserStore.getState().setSession('token', student(ACCOUNT_STATUS.NORMAL))
})
afterEach(() => jest.restoreAllMocks())

// Issue 16: what is drawn before the list arrives must not be pushed down by it (a layout shift).
describe('the home list while it loads', () => {
  it('shows skeleton rows, then the list in their place, and no "no questions" line before the data', async () => {
    let answer: (v: typeof chats) => void = () => undefined
    jest.spyOn(api, 'getChatList').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never)
    render(<CanvasPage />)
    expect(screen.getByTestId('chat-list-skeleton')).toBeInTheDocument()
    expect(screen.queryByText(/no questions/i)).toBeNull()
    answer(chats)
    await waitFor(() => expect(screen.getAllByTestId('chat-item')).toHaveLength(1))
    expect(screen.queryByTestId('chat-list-skeleton')).toBeNull()
  })

  it('leaves no skeleton when the list cannot be loaded', async () => {
    jest.spyOn(api, 'getChatList').mockRejectedValue(new Error('offline'))
    render(<CanvasPage />)
    await waitFor(() => expect(screen.queryByTestId('chat-list-skeleton')).toBeNull())
  })

  it('has no list to wait for when the student is not activated yet', () => {
    const load = jest.spyOn(api, 'getChatList')
    useUserStore.getState().setSession('token', student(3))
    render(<CanvasPage />)
    expect(screen.queryByTestId('chat-list-skeleton')).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })
})
