import type { BaseTouchEvent, ITouchEvent } from '@tarojs/components/types/common'

// Taro's component types leave out tabIndex, and role except on View. On H5 the component wrapper
// sets them on the custom element (our Views with a button role must be reachable from the
// keyboard; a link inside a sentence is a Text); the mini-program ignores them.
declare module '@tarojs/components/types/common' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface StandardProps<T = any, TouchEvent extends BaseTouchEvent<any> = ITouchEvent> {
    tabIndex?: number
    role?: string
  }
}
