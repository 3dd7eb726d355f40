/**
 * Saves a picture (a data URL) the way a browser can: as a download. Phone browsers also offer
 * "save image" on a long press of the picture itself.
 */
export async function saveImageToAlbum(dataUrl: string, name: string): Promise<'saved' | 'denied' | 'failed'> {
  try {
    const link = document.createElement('a')
    link.href = dataUrl
    link.download = `${name}.png`
    document.body.appendChild(link)
    link.click()
    link.remove()
    return 'saved'
  } catch {
    return 'failed'
  }
}
