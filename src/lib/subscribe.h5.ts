/** Browsers have no WeChat subscribe messages. */
export const canSubscribeToMessages: boolean = false

export async function requestMessageSubscription(_templateIds: string[]): Promise<'accepted' | 'rejected' | 'failed'> {
  return 'failed'
}
