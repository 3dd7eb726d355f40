/** In a browser there is no WeChat: no one-tap phone button, no wx.login. */
export const HAS_PHONE_BUTTON: boolean = false

export async function wxLoginCode(): Promise<string | undefined> {
  return undefined
}
