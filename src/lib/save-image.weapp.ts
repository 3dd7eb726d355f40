import Taro from '@tarojs/taro'

/**
 * Writes the picture to a temporary file and saves it to the phone's album. A student who once
 * refused the album permission gets WeChat's settings page to allow it.
 */
export async function saveImageToAlbum(dataUrl: string, name: string): Promise<'saved' | 'denied' | 'failed'> {
  const base64 = dataUrl.replace(/^data:image\/\w+;base64,/, '')
  const filePath = `${Taro.env.USER_DATA_PATH}/${name}-${Date.now()}.png`
  try {
    Taro.getFileSystemManager().writeFileSync(filePath, base64, 'base64')
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (err) {
    const msg = (err as { errMsg?: string })?.errMsg ?? ''
    if (/auth|deny|denied/i.test(msg)) {
      await Taro.openSetting().catch(() => undefined)
      return 'denied'
    }
    return 'failed'
  }
}
