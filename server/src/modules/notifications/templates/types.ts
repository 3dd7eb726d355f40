import type { Lang } from '@contract/common'
import { textsIn } from '../../../i18n/translate'
import type { RenderContext } from '../format'

export type Params = Record<string, unknown>

/** Turns a stored notification's params into its title and body for one reader. */
export type Template = (params: Params, ctx: RenderContext) => { title: string; body: string }

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** The templates' words: locales/<lang>/notifications.json, one group per template file. */
export const say = (lang: Lang) => textsIn(lang, 'notifications')
