import Taro from '@tarojs/taro'

/** A browser has no share card button: links are shared with the system sheet, or copied. */
export const SHARES_BY_CARD: boolean = false

/** The system share sheet where the browser has one (phones), else the link to the clipboard. */
export async function shareLink(title: string, url: string): Promise<'shared' | 'copied' | 'failed'> {
  const nav = typeof navigator !== 'undefined' ? (navigator as Navigator & { share?: (d: ShareData) => Promise<void> }) : null
  if (nav?.share) {
    try {
      await nav.share({ title, url })
      return 'shared'
    } catch {
      // closed the sheet, or not allowed here: copy instead
    }
  }
  try {
    await Taro.setClipboardData({ data: url })
    return 'copied'
  } catch {
    return 'failed'
  }
}
