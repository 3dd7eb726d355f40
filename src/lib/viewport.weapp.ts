// The mini-program sizes everything in rpx itself and is never inside a frame: nothing to do.
import { MAX_LAYOUT_WIDTH } from './constants'

export const ROOT_FONT_MESSAGE = 'root-font-size'

export function rootFontSizeFor(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_LAYOUT_WIDTH) / 10
}

export function startViewport(): () => void {
  return () => {}
}
