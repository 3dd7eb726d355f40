import Taro from '@tarojs/taro'

/** The mini-program can ask the student to allow subscribe messages (one message per allowance). */
export const canSubscribeToMessages: boolean = true

/** Must run from a tap: WeChat shows its own dialog. */
export async function requestMessageSubscription(templateIds: string[]): Promise<'accepted' | 'rejected' | 'failed'> {
  try {
    const result = (await Taro.requestSubscribeMessage({ tmplIds: templateIds, entityIds: [] })) as Record<string, string>
    return templateIds.some((id) => result[id] === 'accept') ? 'accepted' : 'rejected'
  } catch {
    return 'failed'
  }
}
