// The mini-program sizes everything in rpx itself and is never inside a frame: nothing to do.
export const ROOT_FONT_MESSAGE = 'root-font-size'

export function rootFontSizeFor(viewportWidth: number): number {
  return Math.min(viewportWidth, 767) / 10
}

export function startViewport(): () => void {
  return () => {}
}
