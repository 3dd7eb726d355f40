import Taro from '@tarojs/taro'
import { configureHttp } from '@/lib/http/http-client'
import { connectSession } from '@/lib/session-bridge'
import { useTabBarStore } from '@/components/tab-bar/store'
import { useUserStore } from '@/shared/user/store'
import { ask, stop } from '../conversation-actions'
import { conversationOf, useConversationStore } from '../conversation-store'

const message = (over: Record<string, unknown>) => ({
  chat_id: 'c_1',
  image_id: null,
  status: 'done',
  help_level: null,
  verdict: null,
  feedback: null,
  is_mistake: false,
  error: null,
  create_time: '2026-11-22T08:00:00.000Z',
  update_time: '2026-11-22T08:00:00.000Z',
  ...over,
})

/** An SSE answer from fetch, one chunk per piece; the last two wait for `gate` (mid-stream checks). */
function sseFetch(pieces: string[], gate?: Promise<void>) {
  const encode = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'))
  const queue = [...pieces]
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    headers: { get: () => 'text/event-stream' },
    body: {
      getReader: () => ({
        read: async () => {
          if (gate && queue.length === pieces.length - 2) await gate
          const next = queue.shift()
          return next === undefined ? { done: true } : { done: false, value: encode(next) }
        },
      }),
    },
  }) as unknown as typeof fetch
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

beforeEach(() => {
  configureHttp({ baseUrl: '', language: () => 'en' })
  connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
  useConversationStore.getState().reset()
  useUserStore.getState().setSession('tok', { left_question_num: 5 } as never)
  jest.spyOn(Taro, 'request').mockImplementation(((params: { url: string }) =>
    Promise.resolve({
      statusCode: 200,
      data: { code: 200, msg: 'ok', data: params.url.includes('noread') || params.url.includes('read') ? { total: 0 } : { chat_id: 'c_1', difficulty: 'easy' } },
    })) as never)
})

describe('asking in a conversation', () => {
  it('shows the question at once, then the saved question and the reply as it streams, then the saved reply', async () => {
    const question = message({ message_id: 'm_q', role: 'user', content: 'Solve 2x+3=7' })
    const reply = message({ message_id: 'm_r', role: 'assistant', content: '', status: 'pending', help_level: 'hint' })
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    sseFetch(
      [
        event('meta', { chat_id: 'c_1', question, reply, left_question_num: 4 }),
        event('delta', { text: 'Move the ' }),
        event('delta', { text: '3 first.' }),
        event('end', { ...reply, content: 'Move the 3 first.', status: 'done' }),
      ],
      gate,
    )
    const sent = ask('c_1', { content: 'Solve 2x+3=7' })
    expect(conversationOf('c_1').messages[0]).toMatchObject({ role: 'user', content: 'Solve 2x+3=7', status: 'pending' })
    expect(conversationOf('c_1').streaming).toBe('sending')
    await new Promise((r) => setTimeout(r, 120))
    // Mid-stream: the saved question replaced the one shown while sending, the reply has grown.
    expect(conversationOf('c_1').messages.map((m) => m.message_id)).toEqual(['m_q', 'm_r'])
    expect(conversationOf('c_1').messages[1]).toMatchObject({ content: 'Move the ', status: 'streaming' })
    expect(conversationOf('c_1').streaming).toBe('m_r')
    expect(useUserStore.getState().info?.left_question_num).toBe(4)
    open()
    await expect(sent).resolves.toBe(true)
    expect(conversationOf('c_1').messages[1]).toMatchObject({ content: 'Move the 3 first.', status: 'done' })
    expect(conversationOf('c_1').streaming).toBeNull()
    expect(useTabBarStore.getState().chatUnread).toBe(0)
  })

  it('takes the question back off the screen when the server refuses it (no questions left)', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 403,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ code: 403, msg: 'No questions left', data: null }),
    }) as unknown as typeof fetch
    await expect(ask('c_1', { content: 'One more?' })).resolves.toBe(false)
    expect(conversationOf('c_1').messages).toEqual([])
    expect(conversationOf('c_1').streaming).toBeNull()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/firsttimenoaccess/requestusage' })
  })

  it('does nothing on Stop before the server has named the reply', async () => {
    useConversationStore.getState().patch('c_1', { streaming: 'sending' })
    await stop('c_1')
    expect(Taro.request).not.toHaveBeenCalled()
  })
})
