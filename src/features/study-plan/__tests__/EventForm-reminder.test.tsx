import { fireEvent, render, screen } from '@testing-library/react'
import { initI18n } from '@/lib/i18n'
import { requestMessageSubscription } from '@/lib/subscribe'
import { getPushConfig } from '@/features/notifications/api/get-push-config'
import { EventForm } from '../components/EventForm'
import { blankValues, type FormValues } from '../model/form-values'

// The mini-program's side of the twin: subscribe messages exist there.
jest.mock('@/lib/subscribe', () => ({ canSubscribeToMessages: true, requestMessageSubscription: jest.fn(async () => 'accepted') }))
jest.mock('@/features/notifications/api/get-push-config', () => ({ getPushConfig: jest.fn(async () => ({ wechat_template_ids: ['tmpl-reminder'] })) }))

const values = (patch: Partial<FormValues>): FormValues => ({ ...blankValues(new Date(2026, 10, 24)), title: 'Maths revision', ...patch })
const calls: string[] = []

function renderForm(initial: FormValues, isNew: boolean) {
  const onSubmit = jest.fn(() => calls.push('submit'))
  render(<EventForm initial={initial} showRepeat={isNew} busy={false} isNew={isNew} onSubmit={onSubmit} onCancel={() => undefined} />)
  return onSubmit
}

beforeAll(() => initI18n('en'))
beforeEach(() => {
  calls.length = 0
  jest.mocked(requestMessageSubscription).mockClear().mockImplementation(async () => {
    calls.push('ask')
    return 'accepted'
  })
})

describe('EventForm asks the mini-program for reminder messages from the Save tap', () => {
  it('asks when a new event has a reminder, before saving it (WeChat needs the tap itself)', async () => {
    const onSubmit = renderForm(values({ reminder_min: 15 }), true)
    await jest.mocked(getPushConfig).mock.results[0]?.value
    fireEvent.click(screen.getByTestId('form-save'))
    expect(requestMessageSubscription).toHaveBeenCalledWith(['tmpl-reminder'])
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(calls).toEqual(['ask', 'submit'])
  })

  it('does not ask for an event without a reminder', async () => {
    const onSubmit = renderForm(values({ reminder_min: null }), true)
    await Promise.resolve()
    fireEvent.click(screen.getByTestId('form-save'))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(requestMessageSubscription).not.toHaveBeenCalled()
  })

  it('does not ask again when an edit leaves the reminder as it was', async () => {
    const onSubmit = renderForm(values({ reminder_min: 60 }), false)
    await Promise.resolve()
    fireEvent.click(screen.getByTestId('form-save'))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(requestMessageSubscription).not.toHaveBeenCalled()
  })

  it('does not ask (nor save) when the form is refused for a missing title', async () => {
    const onSubmit = renderForm(values({ title: '', reminder_min: 15 }), true)
    await Promise.resolve()
    fireEvent.click(screen.getByTestId('form-save'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(requestMessageSubscription).not.toHaveBeenCalled()
  })
})
