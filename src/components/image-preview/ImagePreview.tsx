import { useRef, useState } from 'react'
import { Image, View } from '@tarojs/components'
import { useLongPress, type TouchLike } from '@/lib/long-press'
import { clampZoom, doubleTapScale, fingerDistance, pinchScale } from './zoom'
import './image-preview.scss'

interface Touch {
  clientX: number
  clientY: number
}

const touchesOf = (e: unknown) => ((e as TouchLike).touches ?? []) as ArrayLike<Touch>

interface ImagePreviewProps {
  src: string
  onClose(): void
  /** E.g. save to the album (the QR code page). */
  onLongPress?(): void
}

const DOUBLE_TAP_MS = 300

/** Full-screen picture: pinch or double-tap to zoom (1× to 4×), tap to close. */
export function ImagePreview({ src, onClose, onLongPress }: ImagePreviewProps) {
  const [scale, setScale] = useState(1)
  const pinch = useRef<{ scale: number; distance: number } | null>(null)
  const lastTap = useRef(0)
  const press = useLongPress(() => onLongPress?.())

  const twoFingers = (touches: ArrayLike<Touch>) =>
    fingerDistance({ x1: touches[0].clientX, y1: touches[0].clientY, x2: touches[1].clientX, y2: touches[1].clientY })

  return (
    <View
      className='image-preview'
      data-testid='image-preview'
      onTouchStart={(e) => {
        const touches = touchesOf(e)
        if (touches.length === 2) pinch.current = { scale, distance: twoFingers(touches) }
        else press.onTouchStart(e as unknown as TouchLike)
      }}
      onTouchMove={(e) => {
        const touches = touchesOf(e)
        if (touches.length === 2 && pinch.current) {
          setScale(pinchScale(pinch.current.scale, pinch.current.distance, twoFingers(touches)))
        } else press.onTouchMove(e as unknown as TouchLike)
      }}
      onTouchEnd={() => {
        pinch.current = null
        press.onTouchEnd()
      }}
      onClick={() => {
        if (press.didFire()) return
        const now = Date.now()
        if (now - lastTap.current < DOUBLE_TAP_MS) {
          lastTap.current = 0
          setScale((s) => doubleTapScale(s))
        } else {
          lastTap.current = now
          // A single tap closes, unless a second tap follows (double tap zooms).
          setTimeout(() => {
            if (lastTap.current === now) onClose()
          }, DOUBLE_TAP_MS)
        }
      }}
    >
      <Image className='image-preview__img' src={src} mode='aspectFit' nativeProps={{ alt: '' }} style={{ transform: `scale(${clampZoom(scale)})` }} />
    </View>
  )
}
