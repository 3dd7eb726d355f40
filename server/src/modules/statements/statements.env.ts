import { Type } from '@sinclair/typebox'

/** Who the user agreement and privacy policy name as the operator, and how to reach them. */
export const statementsEnv = {
  /** The legal name of the operator; empty: "the Mug Tutor team" in each language. */
  LEGAL_OPERATOR_NAME: Type.String({ default: '', maxLength: 200 }),
  /** Contact e-mail shown in the statements; empty: the in-app Feedback page. */
  SUPPORT_EMAIL: Type.String({ default: '', pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
}
