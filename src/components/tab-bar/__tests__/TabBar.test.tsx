import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { initI18n, setLanguage } from '@/lib/i18n'
import { TabBar } from '../TabBar'
import { useTabBarStore } from '../store'

beforeAll(() => initI18n('en'))
beforeEach(() => useTabBarStore.getState().reset())

describe('TabBar', () => {
  it('shows the five tabs with the current one selected', () => {
    render(<TabBar current={2} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Tutor', 'Today', 'Plan', 'Exams', 'Me'])
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    expect(tabs[2].className).toContain('tab-bar__item--selected')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false')
  })

  it('shows badges, capped at 99+', () => {
    useTabBarStore.getState().setBadges({ chatUnread: 3, notificationUnread: 250 })
    render(<TabBar current={0} />)
    expect(screen.getByTestId('tab-canvas')).toHaveTextContent('3')
    expect(screen.getByTestId('tab-user')).toHaveTextContent('99+')
    expect(screen.getByTestId('tab-schedule')).toHaveTextContent(/^Plan$/)
  })

  it('switches to a public tab, and sends a signed-out student from a guarded tab to login', () => {
    render(<TabBar current={2} />)
    fireEvent.click(screen.getByTestId('tab-schedule'))
    expect(Taro.switchTab).not.toHaveBeenCalled()

    fireEvent.click(screen.getByTestId('tab-canvas'))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/canvas/index' })
    expect(useTabBarStore.getState().selected).toBe(0)

    fireEvent.click(screen.getByTestId('tab-user'))
    expect(Taro.switchTab).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch).toHaveBeenCalledWith({
      url: `/pages/access/login?redirect=${encodeURIComponent('/pages/user/user')}`,
    })
  })

  it('speaks the chosen language', async () => {
    await act(() => setLanguage('zh-Hant'))
    render(<TabBar current={0} />)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['學伴', '今日', '計畫', '考試', '我的'])
    await act(() => setLanguage('en'))
  })
})
