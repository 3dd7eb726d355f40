import type { BaseTouchEvent, ITouchEvent } from '@tarojs/components/types/common'

// Taro's component types leave out tabIndex. On H5 the component wrapper sets it as a property
// of the custom element (our Views with a button role must be reachable from the keyboard); the
// mini-program has no keyboard focus and ignores it.
declare module '@tarojs/components/types/common' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface StandardProps<T = any, TouchEvent extends BaseTouchEvent<any> = ITouchEvent> {
    tabIndex?: number
  }
}
