import { Component, Suspense, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { LAZY_PAGE_DELAY_MS, LAZY_PAGE_TIMEOUT_MS } from '@/lib/constants'
import { reloadPage } from '@/lib/reload'

export type Loader = () => Promise<{ default: ComponentType }>

export class PageLoadTimeout extends Error {}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code now, before React asks for it (the same one download). */
  preload(): void
}

/**
 * React.lazy whose import fails after `timeoutMs` instead of spinning for ever on a bad network.
 * `preload()` lets the page shell start the download while it still waits for other things (the
 * language's strings), instead of one after the other.
 */
export function lazyWithTimeout(load: Loader, timeoutMs = LAZY_PAGE_TIMEOUT_MS): LazyPage {
  type Module = { default: ComponentType }
  let pending: Promise<Module> | undefined
  let loaded: Module | undefined
  const start = () =>
    (pending ??= new Promise<Module>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PageLoadTimeout(`page not loaded after ${timeoutMs} ms`)), timeoutMs)
      load().then(
        (mod) => {
          clearTimeout(timer)
          loaded = mod
          resolve(mod)
        },
        (err) => {
          clearTimeout(timer)
          reject(err)
        },
      )
    }))
  // Code that is already here is handed over synchronously (a thenable that calls back at once):
  // React then draws the page in the same pass instead of committing the fallback and coming back.
  const Lazy = lazy(() => (loaded ? ({ then: (done: (m: Module) => void) => done(loaded!) } as unknown as Promise<Module>) : start()))
  // A failed preload is reported when React renders the page (LoadBoundary), not here.
  return Object.assign(Lazy, { preload: () => void start().catch(() => undefined) })
}

/** The loading indicator, shown only once loading has taken longer than `delayMs` (no flash on fast loads). */
export function DelayedLoading({ delayMs = LAZY_PAGE_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  if (!visible) return null
  return (
    <View className='page-loading' data-testid='page-loading'>
      <View className='page-loading__spinner' />
      <Text className='page-loading__text'>{t('lazy.loading')}</Text>
    </View>
  )
}

function LoadError() {
  const { t } = useTranslation()
  return (
    <View className='page-load-error' data-testid='page-load-error' role='button' tabIndex={0} onClick={reloadPage}>
      <Text>{t('lazy.failed')}</Text>
    </View>
  )
}

/** Catches a page whose code failed or timed out and offers a reload. */
export class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <LoadError /> : this.props.children
  }
}

export function LazyContent({ Content }: { Content: ComponentType }) {
  return (
    <LoadBoundary>
      <Suspense fallback={<DelayedLoading />}>
        <Content />
      </Suspense>
    </LoadBoundary>
  )
}
