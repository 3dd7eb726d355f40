import type { Lang } from '@contract/common'
import { ROUTES } from '@contract/routes'
import { interpolate, type Localized } from '../../i18n'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { STATEMENTS, STATEMENTS_VERSION } from './texts'

const DEFAULT_OPERATOR: Localized = {
  en: 'the Mug Tutor team',
  fr: 'l’équipe Mug Tutor',
  es: 'el equipo de Mug Tutor',
  'zh-Hans': '马克学伴团队',
  'zh-Hant': '馬克學伴團隊',
}

const FEEDBACK_PAGE: Localized = {
  en: 'the Feedback page in the app',
  fr: 'la page Avis de l’application',
  es: 'la página de Comentarios de la aplicación',
  'zh-Hans': '应用内的“意见反馈”页面',
  'zh-Hant': '應用程式內的「意見回饋」頁面',
}

const BY_EMAIL: Localized = {
  en: '{email} or the Feedback page in the app',
  fr: '{email} ou la page Avis de l’application',
  es: '{email} o la página de Comentarios de la aplicación',
  'zh-Hans': '邮箱 {email} 或应用内的“意见反馈”页面',
  'zh-Hant': '電子郵件 {email} 或應用程式內的「意見回饋」頁面',
}

/** The user agreement and privacy policy, public (they are read before signing in). */
export default async function statementRoutes(app: App) {
  const fill = (lang: Lang) => {
    const operator = app.config.LEGAL_OPERATOR_NAME || DEFAULT_OPERATOR[lang]
    const email = app.config.SUPPORT_EMAIL
    const contact = email ? interpolate(BY_EMAIL[lang], { email }) : FEEDBACK_PAGE[lang]
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
