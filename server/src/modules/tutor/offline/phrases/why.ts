import type { Lang } from '@contract/common'
import type { StepSpec } from '../steps'
import { WHY_EN, WHY_ES, WHY_FR } from './why-latin'
import { WHY_ZH_HANS, WHY_ZH_HANT } from './why-zh'

/**
 * Why a step is taken, for a student who asks ("why do we add 7 to both sides?", "pourquoi…",
 * "为什么…"). Keyed like the steps; a step without its own reason gets the general one.
 */
export type WhyKey =
  | 'moveConstant' | 'collectTerms' | 'divideBoth' | 'flipDivide' | 'divideAll' | 'expand' | 'clearDenominators' | 'standardForm'
  | 'factorTrinomial' | 'zeroProduct' | 'factorOutX' | 'discriminant' | 'formula' | 'squareRoot' | 'absCases' | 'absLess' | 'absGreater'
  | 'keepValid' | 'crossMultiply' | 'squareBoth' | 'logDefinition' | 'samePower' | 'commonDenominator' | 'reduce' | 'reciprocal'
  | 'substitute' | 'percentFactor' | 'evaluate' | 'eliminate' | 'collectLike' | 'expandTerm' | 'sumRule' | 'productRule' | 'chainRule'

export type WhyBook = { [K in WhyKey]: (p: K extends keyof StepSpec ? StepSpec[K] : never) => string } & { generic: string }

export const WHY: Record<Lang, WhyBook> = { en: WHY_EN, fr: WHY_FR, es: WHY_ES, 'zh-Hans': WHY_ZH_HANS, 'zh-Hant': WHY_ZH_HANT }

export function why(lang: Lang, key: string, p: unknown): string {
  const book = WHY[lang] as unknown as Record<string, ((p: unknown) => string) | string>
  const reason = book[key]
  return typeof reason === 'function' ? reason(p) : (book.generic as string)
}
