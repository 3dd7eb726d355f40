import Taro from '@tarojs/taro'

export type PhotoSource = 'camera' | 'album'

/** One photo from the camera or album, compressed; null when the student cancels. */
export async function chooseOnePhoto(sourceType: PhotoSource[]): Promise<string | null> {
  const chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType }).catch(() => null)
  return chosen?.tempFilePaths[0] ?? null
}
