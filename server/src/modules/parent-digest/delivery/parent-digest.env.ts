import { Type } from '@sinclair/typebox'
import { parseWechatFields } from '../../../providers/push/push.env'

export const parentDigestEnv = {
  /**
   * The WeChat subscribe-message template a parent allows for the weekly digest. Empty: the
   * reminders' PUSH_WECHAT_TEMPLATE_ID when PUSH_PROVIDER has wechat; with neither, parents are
   * told weekly messages are not available.
   */
  PARENT_DIGEST_WECHAT_TEMPLATE_ID: Type.String({ default: '' }),
  /**
   * That template's keys and what fills them (`title`, `content`, `time`), as PUSH_WECHAT_FIELDS.
   * Only with PARENT_DIGEST_WECHAT_TEMPLATE_ID: its own template has its own keys. Empty:
   * PUSH_WECHAT_FIELDS (right when the two templates have the same keys).
   */
  PARENT_DIGEST_WECHAT_FIELDS: Type.String({ default: '' }),
  /** Sunday at this hour (0-23) in the student's time zone, the weekly digest goes out (until midnight). */
  PARENT_DIGEST_SEND_HOUR: Type.Integer({ default: 19, minimum: 0, maximum: 23 }),
}

export function parentDigestEnvProblems(env: { PARENT_DIGEST_WECHAT_TEMPLATE_ID: string; PARENT_DIGEST_WECHAT_FIELDS: string; WECHAT_APP_ID: string }): string[] {
  const problems: string[] = []
  if (env.PARENT_DIGEST_WECHAT_TEMPLATE_ID && !env.WECHAT_APP_ID) problems.push('PARENT_DIGEST_WECHAT_TEMPLATE_ID: needs WECHAT_APP_ID and WECHAT_APP_SECRET')
  if (env.PARENT_DIGEST_WECHAT_FIELDS && !parseWechatFields(env.PARENT_DIGEST_WECHAT_FIELDS)) {
    problems.push('PARENT_DIGEST_WECHAT_FIELDS: comma-separated key=title|content|time, e.g. thing1=title,thing2=content')
  } else if (env.PARENT_DIGEST_WECHAT_FIELDS && !env.PARENT_DIGEST_WECHAT_TEMPLATE_ID) {
    problems.push('PARENT_DIGEST_WECHAT_FIELDS: only with PARENT_DIGEST_WECHAT_TEMPLATE_ID (the reminders\' template keeps PUSH_WECHAT_FIELDS)')
  }
  return problems
}
