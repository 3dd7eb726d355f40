import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { initI18n } from '@/lib/i18n'
import { requestMessageSubscription } from '@/lib/subscribe'
import { toast } from '@/lib/toast'
import { addParentStrings } from '../add-strings'
import { subscribe, subscriptionState, unsubscribe } from '../api/subscription'
import { WeeklyDelivery } from '../components/WeeklyDelivery'
import { PARENT_DELIVERY_STRINGS } from '../strings-delivery'

// The platform is a switch here: the mini-program (WeChat's dialog and wx.login) or a browser.
const mockPlatform = { weapp: true }
let mockCodes = 0
jest.mock('@/lib/subscribe', () => ({
  get canSubscribeToMessages() {
    return mockPlatform.weapp
  },
  requestMessageSubscription: jest.fn(),
}))
jest.mock('@/lib/wechat', () => ({ wxLoginCode: async () => (mockPlatform.weapp ? `code-${++mockCodes}` : undefined) }))
jest.mock('@/lib/toast', () => ({ toast: jest.fn() }))
jest.mock('../api/subscription')

const W = PARENT_DELIVERY_STRINGS.en.weekly
const TOKEN = 'A'.repeat(43)

beforeAll(() => {
  initI18n('en')
  addParentStrings()
})
beforeEach(() => {
  jest.mocked(requestMessageSubscription).mockReset()
  jest.mocked(subscriptionState).mockReset()
  jest.mocked(subscribe).mockReset()
  jest.mocked(unsubscribe).mockReset()
  jest.mocked(toast).mockReset()
  mockPlatform.weapp = true
})

describe("the parent's 'Every Sunday' card", () => {
  it('in the mini-program: asks WeChat from the tap, then subscribes; allows the next one; stops with one tap', async () => {
    jest.mocked(subscriptionState).mockResolvedValue({ subscribed: false })
    jest.mocked(requestMessageSubscription).mockResolvedValue('accepted')
    jest.mocked(subscribe).mockResolvedValue({ subscribed: true })
    jest.mocked(unsubscribe).mockResolvedValue({ subscribed: false })
    render(<WeeklyDelivery token={TOKEN} delivery={{ wechat_template_id: 'tmpl-week' }} />)
    fireEvent.click(await screen.findByTestId('pd-weekly-subscribe'))
    await screen.findByTestId('pd-weekly-on')
    expect(requestMessageSubscription).toHaveBeenCalledWith(['tmpl-week'])
    // WeChat's dialog came first, from the tap; the server learnt the parent from a fresh wx.login code.
    expect(jest.mocked(requestMessageSubscription).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(subscribe).mock.invocationCallOrder[0])
    expect(subscribe).toHaveBeenCalledWith(TOKEN, expect.stringMatching(/^code-\d+$/))
    expect(toast).toHaveBeenCalledWith(W.started)
    expect(screen.getByTestId('pd-weekly-on')).toHaveTextContent(W.subscribed)

    // Allowing next Sunday's message asks WeChat again.
    fireEvent.click(screen.getByTestId('pd-weekly-allow'))
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(2))
    expect(requestMessageSubscription).toHaveBeenCalledTimes(2)

    fireEvent.click(screen.getByTestId('pd-weekly-stop'))
    await screen.findByTestId('pd-weekly-subscribe')
    expect(unsubscribe).toHaveBeenCalledWith(TOKEN, expect.stringMatching(/^code-\d+$/))
    expect(toast).toHaveBeenLastCalledWith(W.stopped)
  })

  it('tells the server nothing when the parent declines WeChat’s dialog', async () => {
    jest.mocked(subscriptionState).mockResolvedValue({ subscribed: false })
    jest.mocked(requestMessageSubscription).mockResolvedValue('rejected')
    render(<WeeklyDelivery token={TOKEN} delivery={{ wechat_template_id: 'tmpl-week' }} />)
    fireEvent.click(await screen.findByTestId('pd-weekly-subscribe'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(W.refused))
    expect(subscribe).not.toHaveBeenCalled()
    expect(screen.getByTestId('pd-weekly-subscribe')).toBeInTheDocument()
  })

  it('shows a parent already subscribed as such', async () => {
    jest.mocked(subscriptionState).mockResolvedValue({ subscribed: true })
    render(<WeeklyDelivery token={TOKEN} delivery={{ wechat_template_id: 'tmpl-week' }} />)
    await screen.findByTestId('pd-weekly-stop')
    expect(subscriptionState).toHaveBeenCalledWith(TOKEN, expect.stringMatching(/^code-\d+$/))
  })

  it.each([
    ['in a browser, with WeChat set up', false, 'tmpl-week', W.browser],
    ['in a browser, without it', false, null, W.unavailable],
    ['in the mini-program, without it', true, null, W.unavailable],
  ])('%s: says how it stands and offers no button', (_name, weapp, template, text) => {
    mockPlatform.weapp = weapp
    render(<WeeklyDelivery token={TOKEN} delivery={{ wechat_template_id: template }} />)
    expect(screen.getByTestId('pd-weekly-none')).toHaveTextContent(text)
    expect(screen.queryByRole('button')).toBeNull()
    expect(subscriptionState).not.toHaveBeenCalled()
  })
})
