import { Type } from '@sinclair/typebox'

export const parentDigestEnv = {
  /**
   * The WeChat subscribe-message template a parent allows for the weekly digest (fields filled as
   * PUSH_WECHAT_FIELDS says). Empty: the reminders' PUSH_WECHAT_TEMPLATE_ID when PUSH_PROVIDER has
   * wechat; with neither, parents are told weekly messages are not available.
   */
  PARENT_DIGEST_WECHAT_TEMPLATE_ID: Type.String({ default: '' }),
  /** Sunday at this hour (0-23) in the student's time zone, the weekly digest goes out (until midnight). */
  PARENT_DIGEST_SEND_HOUR: Type.Integer({ default: 19, minimum: 0, maximum: 23 }),
}

export function parentDigestEnvProblems(env: { PARENT_DIGEST_WECHAT_TEMPLATE_ID: string; WECHAT_APP_ID: string }): string[] {
  if (env.PARENT_DIGEST_WECHAT_TEMPLATE_ID && !env.WECHAT_APP_ID) return ['PARENT_DIGEST_WECHAT_TEMPLATE_ID: needs WECHAT_APP_ID and WECHAT_APP_SECRET']
  return []
}
