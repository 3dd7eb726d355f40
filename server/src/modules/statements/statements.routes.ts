import type { Lang } from '@contract/common'
import { ROUTES } from '@contract/routes'
import { interpolate } from '../../i18n'
import { textsIn } from '../../i18n/translate'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { STATEMENTS, STATEMENTS_VERSION } from './texts'

/** The user agreement and privacy policy, public (they are read before signing in). */
export default async function statementRoutes(app: App) {
  const fill = (lang: Lang) => {
    const say = textsIn(lang, 'statements')
    const operator = app.config.LEGAL_OPERATOR_NAME || say('defaultOperator')
    const email = app.config.SUPPORT_EMAIL
    const contact = email ? say('byEmail', { email }) : say('feedbackPage')
    return (text: string) => interpolate(text, { operator, contact })
  }

  defineRoute(app, ROUTES.resource.statement, { config: { auth: 'public' } }, async (req, reply) => {
    const text = STATEMENTS[req.query.kind][req.lang]
    const f = fill(req.lang)
    reply.header('Cache-Control', 'public, max-age=3600')
    reply.header('Vary', 'Accept-Language')
    return ok({
      kind: req.query.kind,
      title: text.title,
      version: STATEMENTS_VERSION,
      sections: text.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs.map(f) })),
    })
  })
}
