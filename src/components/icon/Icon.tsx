import { Image } from '@tarojs/components'
import checkGreen from '@/assets/icons/check-green.svg'
import checkWhite from '@/assets/icons/check-white.svg'
import close from '@/assets/icons/close.svg'
import closeWhite from '@/assets/icons/close-white.svg'
import home from '@/assets/icons/home.svg'
import mic from '@/assets/icons/mic.svg'
import micOn from '@/assets/icons/mic-on.svg'
import more from '@/assets/icons/more.svg'
import plusWhite from '@/assets/icons/plus-white.svg'
import redo from '@/assets/icons/redo.svg'
import star from '@/assets/icons/star.svg'
import starOn from '@/assets/icons/star-on.svg'
import undo from '@/assets/icons/undo.svg'
import warn from '@/assets/icons/warn.svg'
import './icon.scss'

const ICONS = {
  'check-green': checkGreen,
  'check-white': checkWhite,
  close,
  'close-white': closeWhite,
  home,
  mic,
  'mic-on': micOn,
  more,
  'plus-white': plusWhite,
  redo,
  star,
  'star-on': starOn,
  undo,
  warn,
}

export type IconName = keyof typeof ICONS

/**
 * A drawn icon (SVG files, the same on both targets), never a text glyph whose look depends on
 * the phone's fonts. Decorative: the control around it carries the name.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: 12 | 16 | 20 | 24 | 48; className?: string }) {
  return <Image className={`icon icon--${size}${className ? ` ${className}` : ''}`} src={ICONS[name]} aria-hidden='true' nativeProps={{ alt: '' }} />
}
