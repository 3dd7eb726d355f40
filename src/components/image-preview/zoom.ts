import { IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN } from '@/lib/constants'

/** Spec §9: the preview zooms between 1× and 4×. */
export const clampZoom = (scale: number) => Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, scale))

export interface TwoFingers {
  x1: number
  y1: number
  x2: number
  y2: number
}

export const fingerDistance = (f: TwoFingers) => Math.hypot(f.x2 - f.x1, f.y2 - f.y1)

/** Scale after a pinch that started at `startScale` with fingers `startDistance` apart. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startScale)
  return clampZoom(startScale * (distance / startDistance))
}

/** Double tap: zoom in to 2× from 1×, otherwise back to 1×. */
export const doubleTapScale = (scale: number) => (scale > IMAGE_ZOOM_MIN ? IMAGE_ZOOM_MIN : clampZoom(2))
