import type Taro from '@tarojs/taro'
import { LOADING_TOAST_MS, TOAST_MS } from './constants'
import { onFirstInteraction } from './first-interaction'

// Taro's H5 toast embeds an icon font (6 KB gzipped) that the first route does not need
// (DESIGN.md §8 budget): it loads at the first tap, or with the first toast. Calls made while it
// loads run in order once it is in. Jest and the mini-program use toast.ts (the stock API).
type Interaction = Pick<typeof Taro, 'showToast' | 'showLoading' | 'hideLoading'>
let pending: Promise<Interaction> | null = null

function interaction(): Promise<Interaction> {
  pending ??= import('@tarojs/taro-h5/dist/api/ui/interaction/index.js').then(
    (mod) => mod as unknown as Interaction,
    (err: unknown) => {
      pending = null // a later toast tries again (the network may be back)
      throw err
    },
  )
  return pending
}

const run = (call: (api: Interaction) => unknown) => void interaction().then(call, () => {})

onFirstInteraction(() => run(() => {}))

export function toast(title: string) {
  if (!title) return
  run((api) => api.showToast({ title, icon: 'none', duration: TOAST_MS }))
}

/** A loading toast that stays until hideLoading() (spec §9). */
export function showLoading(title: string) {
  run((api) => api.showLoading({ title, mask: true }))
  return setTimeout(() => run((api) => api.hideLoading()), LOADING_TOAST_MS)
}

export function hideLoading(timer?: ReturnType<typeof setTimeout>) {
  if (timer) clearTimeout(timer)
  run((api) => api.hideLoading())
}
