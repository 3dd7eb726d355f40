import React from 'react'
import ReactDOM from 'react-dom'
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import { ROUTES } from '@/routes'
import { definePage } from '../definePage'

// Page hooks (useDidShow) need Taro's React bindings even outside a real page.
createH5NativeComponentConfig(null, React, ReactDOM)

const Content = () => <Text>content</Text>
const pageFor = (route: (typeof ROUTES)[keyof typeof ROUTES]) => definePage(route, () => Promise.resolve({ default: Content }))
const stack = (depth: number) => jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: depth }, () => ({})) as never)

beforeAll(() => initI18n('en'))
beforeEach(() => connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' }))
afterEach(() => jest.restoreAllMocks())

const pageElement = async (path: string) => {
  await screen.findByText('content')
  return document.querySelector(`[data-route="${path}"]`)!
}

describe("a page's entrance (spec: the event detail slides in from the right)", () => {
  it('slides in when it was opened from another page', async () => {
    stack(2)
    const Page = pageFor(ROUTES.scheduleDetail)
    render(<Page />)
    expect((await pageElement(ROUTES.scheduleDetail.path)).className).toContain('page--enter-slide')
  })

  it('is simply there when it opens the visit (a reload or a shared link): nothing slides in from a page that is not there', async () => {
    stack(1)
    const Page = pageFor(ROUTES.scheduleDetail)
    render(<Page />)
    expect((await pageElement(ROUTES.scheduleDetail.path)).className).not.toContain('page--enter')
  })

  it('keeps the entrance it mounted with when the stack changes under it', async () => {
    const pages = stack(2)
    const Page = pageFor(ROUTES.parentShare)
    const { rerender } = render(<Page />)
    pages.mockReturnValue([{}] as never)
    rerender(<Page />)
    expect((await pageElement(ROUTES.parentShare.path)).className).toContain('page--enter-slide')
  })

  it('fades the upgrade popup in however it opened', async () => {
    stack(1)
    const Page = pageFor(ROUTES.upgrade)
    render(<Page />)
    expect((await pageElement(ROUTES.upgrade.path)).className).toContain('page--enter-fade')
  })
})
