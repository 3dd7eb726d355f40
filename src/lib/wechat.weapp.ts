import Taro from '@tarojs/taro'

/** The mini-program offers WeChat's getPhoneNumber button for one-tap sign-in. */
export const HAS_PHONE_BUTTON: boolean = true

/** A wx.login code: the server exchanges it for the student's openid (payments, messages). */
export async function wxLoginCode(): Promise<string | undefined> {
  try {
    return (await Taro.login()).code || undefined
  } catch {
    return undefined
  }
}
