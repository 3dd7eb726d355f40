import { act, fireEvent, render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { initI18n } from '@/lib/i18n'
import { reloadPage } from '@/lib/reload'
import { LazyContent, lazyWithTimeout } from '../lazy'

jest.mock('@/lib/reload', () => ({ reloadPage: jest.fn() }))

beforeAll(() => initI18n('en'))
beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const Content = () => <Text>page content</Text>

function deferred() {
  let resolve!: (m: { default: typeof Content }) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<{ default: typeof Content }>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('lazy pages (spec §2)', () => {
  it('shows no indicator for a page that loads within 200 ms', async () => {
    const d = deferred()
    render(<LazyContent Content={lazyWithTimeout(() => d.promise)} />)
    act(() => jest.advanceTimersByTime(150))
    expect(screen.queryByTestId('page-loading')).toBeNull()
    await act(async () => d.resolve({ default: Content }))
    expect(screen.getByText('page content')).toBeInTheDocument()
    expect(screen.queryByTestId('page-loading')).toBeNull()
  })

  it('shows the indicator once loading takes longer than 200 ms', async () => {
    const d = deferred()
    render(<LazyContent Content={lazyWithTimeout(() => d.promise)} />)
    act(() => jest.advanceTimersByTime(199))
    expect(screen.queryByTestId('page-loading')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByTestId('page-loading')).toHaveTextContent('Loading')
    await act(async () => d.resolve({ default: Content }))
    expect(screen.getByText('page content')).toBeInTheDocument()
  })

  it('shows the error view after 60 s, and tapping it reloads the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const d = deferred()
    render(<LazyContent Content={lazyWithTimeout(() => d.promise)} />)
    await act(async () => jest.advanceTimersByTime(59_999))
    expect(screen.queryByTestId('page-load-error')).toBeNull()
    await act(async () => jest.advanceTimersByTime(1))
    const error = screen.getByTestId('page-load-error')
    expect(error).toHaveTextContent('could not load')
    fireEvent.click(error)
    expect(reloadPage).toHaveBeenCalled()
  })

  it('shows the error view at once when the page code fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const d = deferred()
    render(<LazyContent Content={lazyWithTimeout(() => d.promise)} />)
    await act(async () => d.reject(new Error('ChunkLoadError')))
    expect(screen.getByTestId('page-load-error')).toBeInTheDocument()
  })

  it('starts the download on preload and shows the page from that one download', async () => {
    const d = deferred()
    const load = jest.fn(() => d.promise)
    const Lazy = lazyWithTimeout(load)
    Lazy.preload()
    Lazy.preload()
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => d.resolve({ default: Content }))
    render(<LazyContent Content={Lazy} />)
    // Drawn in the first pass: no fallback in between.
    expect(screen.getByText('page content')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the error view when a preloaded download failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const d = deferred()
    const Lazy = lazyWithTimeout(() => d.promise)
    Lazy.preload()
    await act(async () => d.reject(new Error('ChunkLoadError')))
    render(<LazyContent Content={Lazy} />)
    expect(await screen.findByTestId('page-load-error')).toBeInTheDocument()
  })
})
