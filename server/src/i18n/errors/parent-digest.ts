import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** The parent's week: shares and the links parents open. */
export const parentDigestMessages = {
  PARENT_SHARE_NOT_FOUND: {
    en: 'This shared link was not found',
    fr: 'Ce lien partagé est introuvable',
    es: 'No se ha encontrado este enlace compartido',
    'zh-Hans': '找不到这个分享链接',
    'zh-Hant': '找不到這個分享連結',
  },
  PARENT_LINK_NOT_FOUND: {
    en: 'This link does not work any more. Ask your child for a new one.',
    fr: "Ce lien ne fonctionne plus. Demandez-en un nouveau à votre enfant.",
    es: 'Este enlace ya no funciona. Pide uno nuevo a tu hijo o hija.',
    'zh-Hans': '这个链接已失效，请让孩子重新分享。',
    'zh-Hant': '這個連結已失效，請讓孩子重新分享。',
  },
  PARENT_SHARE_LIMIT: {
    en: 'You can keep up to 10 links. Revoke one you no longer need first.',
    fr: "Tu peux garder jusqu'à 10 liens. Révoque d'abord celui dont tu n'as plus besoin.",
    es: 'Puedes tener hasta 10 enlaces. Revoca primero uno que ya no necesites.',
    'zh-Hans': '最多保留 10 个链接，请先撤销不再需要的链接。',
    'zh-Hant': '最多保留 10 個連結，請先撤銷不再需要的連結。',
  },
} satisfies Partial<Record<ErrorName, Localized>>
