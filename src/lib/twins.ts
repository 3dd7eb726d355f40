/**
 * Every platform twin in src/lib (`x.h5.ts` for the browser, `x.weapp.ts` for the mini-program;
 * Taro's build picks one) must offer the same API with the same types, both ways: tsc checks it
 * here at no runtime cost. `twins.test.ts` keeps this list equal to the twins on disk, so a new
 * twin cannot skip the check.
 */
import type * as AppUpdateH5 from './app-update.h5'
import type * as AppUpdateWeapp from './app-update.weapp'
import type * as BackBlockH5 from './back-block.h5'
import type * as BackBlockWeapp from './back-block.weapp'
import type * as CalendarH5 from './calendar.h5'
import type * as CalendarWeapp from './calendar.weapp'
import type * as DocumentLangH5 from './document-lang.h5'
import type * as DocumentLangWeapp from './document-lang.weapp'
import type * as MathFontsH5 from './math-fonts.h5'
import type * as MathFontsWeapp from './math-fonts.weapp'
import type * as OverlayFocusH5 from './overlay-focus.h5'
import type * as OverlayFocusWeapp from './overlay-focus.weapp'
import type * as PaymentH5 from './payment.h5'
import type * as PaymentWeapp from './payment.weapp'
import type * as PlatformH5 from './platform.h5'
import type * as PlatformWeapp from './platform.weapp'
import type * as PrivateImageH5 from './private-image.h5'
import type * as PrivateImageWeapp from './private-image.weapp'
import type * as ReloadH5 from './reload.h5'
import type * as ReloadWeapp from './reload.weapp'
import type * as RichHtmlH5 from './rich-html.h5'
import type * as RichHtmlWeapp from './rich-html.weapp'
import type * as RouteProgressH5 from './route-progress.h5'
import type * as RouteProgressWeapp from './route-progress.weapp'
import type * as SaveImageH5 from './save-image.h5'
import type * as SaveImageWeapp from './save-image.weapp'
import type * as ShareH5 from './share.h5'
import type * as ShareWeapp from './share.weapp'
import type * as SpeechH5 from './speech.h5'
import type * as SpeechWeapp from './speech.weapp'
import type * as StreamH5 from './stream.h5'
import type * as StreamWeapp from './stream.weapp'
import type * as SubscribeH5 from './subscribe.h5'
import type * as SubscribeWeapp from './subscribe.weapp'
import type * as ViewportH5 from './viewport.h5'
import type * as ViewportWeapp from './viewport.weapp'
import type * as WechatH5 from './wechat.h5'
import type * as WechatWeapp from './wechat.weapp'

/** `true` when A and B are assignable to each other (same exports, same types). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

const SAME: {
  'app-update': Same<typeof AppUpdateH5, typeof AppUpdateWeapp>
  'back-block': Same<typeof BackBlockH5, typeof BackBlockWeapp>
  'calendar': Same<typeof CalendarH5, typeof CalendarWeapp>
  'document-lang': Same<typeof DocumentLangH5, typeof DocumentLangWeapp>
  'math-fonts': Same<typeof MathFontsH5, typeof MathFontsWeapp>
  'overlay-focus': Same<typeof OverlayFocusH5, typeof OverlayFocusWeapp>
  'payment': Same<typeof PaymentH5, typeof PaymentWeapp>
  'platform': Same<typeof PlatformH5, typeof PlatformWeapp>
  'private-image': Same<typeof PrivateImageH5, typeof PrivateImageWeapp>
  'reload': Same<typeof ReloadH5, typeof ReloadWeapp>
  'rich-html': Same<typeof RichHtmlH5, typeof RichHtmlWeapp>
  'route-progress': Same<typeof RouteProgressH5, typeof RouteProgressWeapp>
  'save-image': Same<typeof SaveImageH5, typeof SaveImageWeapp>
  'share': Same<typeof ShareH5, typeof ShareWeapp>
  'speech': Same<typeof SpeechH5, typeof SpeechWeapp>
  'stream': Same<typeof StreamH5, typeof StreamWeapp>
  'subscribe': Same<typeof SubscribeH5, typeof SubscribeWeapp>
  'viewport': Same<typeof ViewportH5, typeof ViewportWeapp>
  'wechat': Same<typeof WechatH5, typeof WechatWeapp>
} = {
  'app-update': true,
  'back-block': true,
  'calendar': true,
  'document-lang': true,
  'math-fonts': true,
  'overlay-focus': true,
  'payment': true,
  'platform': true,
  'private-image': true,
  'reload': true,
  'rich-html': true,
  'route-progress': true,
  'save-image': true,
  'share': true,
  'speech': true,
  'stream': true,
  'subscribe': true,
  'viewport': true,
  'wechat': true,
}

/** The twins checked above. */
export const CHECKED_TWINS = Object.keys(SAME)
