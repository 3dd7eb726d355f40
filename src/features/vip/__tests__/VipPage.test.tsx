import React from 'react'
import ReactDOM from 'react-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { Current } from '@tarojs/runtime'
import { initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import VipPage from '../pages/VipPage'

// Page hooks (useRouter, useDidShow) need Taro's React bindings even outside a real page.
createH5NativeComponentConfig(null, React, ReactDOM)

beforeAll(() => initI18n('en'))
beforeEach(() => {
  Current.router = { params: {}, path: '/pages/vip/index', onReady: '', onHide: '', onShow: '' } as never
})
beforeEach(() => connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' }))

const plans = {
  plans: [
    { plan_id: 'month', name: 'Monthly VIP', days: 31, questions: 0, price_fen: 1990 },
    { plan_id: 'year', name: 'Yearly VIP', days: 366, questions: 0, price_fen: 16800 },
    { plan_id: 'pack', name: '50 extra questions', days: 0, questions: 50, price_fen: 990 },
  ],
  is_vip: true,
  vip_end_time: '2026-12-24T16:30:00.000Z',
  left_question_num: 3,
  provider: 'sandbox',
}

beforeEach(() => {
  jest.spyOn(Taro, 'request').mockImplementation(((params: { url: string }) =>
    // The network's answer: the envelope, which the request layer opens.
    params.url === '/api/v1/vip/plans' ? Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: plans } }) : Promise.reject(new Error(params.url))) as never)
})

describe('VIP page', () => {
  it('shows the VIP state, the plans with their prices, and the sandbox note', async () => {
    render(<VipPage />)
    expect(await screen.findByTestId('plan-month')).toHaveTextContent('¥19.90')
    expect(screen.getByTestId('vip-status')).toHaveTextContent(/VIP until 2[45] Dec 2026/)
    expect(screen.getByTestId('plan-year')).toHaveTextContent('Only ¥0.46 a day')
    expect(screen.getByTestId('plan-pack')).toHaveTextContent('50 extra questions')
    expect(screen.getByText(/Test mode/)).toBeInTheDocument()
    expect(screen.getByTestId('vip-pay')).toHaveTextContent('Pay ¥19.90')
  })

  it('pays the plan the student picks; on a computer that is a QR to scan', async () => {
    render(<VipPage />)
    await screen.findByTestId('plan-year')
    fireEvent.click(screen.getByTestId('plan-year'))
    expect(screen.getByTestId('plan-year')).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByTestId('vip-pay')).toHaveTextContent('Pay ¥168.00')
    await act(async () => {
      fireEvent.click(screen.getByTestId('vip-pay'))
    })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/scan-pay/scan-pay?plan_id=year' })
  })
})
