import type { PhotoSource } from './photo-picker'

/**
 * One photo from the camera or album (null: cancelled). The picker's code is loaded on first
 * use: in the H5 build it brings a device-detection library (9 KB gzipped) that the first
 * screen does not need.
 */
export async function pickPhoto(sourceType: PhotoSource[] = ['camera', 'album']): Promise<string | null> {
  const { chooseOnePhoto } = await import('./photo-picker')
  return chooseOnePhoto(sourceType)
}
