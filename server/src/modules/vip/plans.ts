import type { Lang } from '@contract/common'
import type { Localized } from '../../i18n'
import { interpolate } from '../../i18n'

export interface Plan {
  id: string
  /** VIP days added (unlimited questions meanwhile); 0 for a question pack. */
  days: number
  /** Questions added; 0 for a VIP plan. */
  questions: number
  priceFen: number
}

const ENTRY = /^([a-z0-9_-]{1,32}):(\d{1,5})([dq]):(\d{1,9})$/
// Above this a typo is more likely than a price (100 000 CNY).
const MAX_PRICE_FEN = 10_000_000

/** Reads VIP_PLANS (`month:31d:1990,pack50:50q:990`), listing every problem. */
export function parsePlans(text: string): { plans: Plan[]; problems: string[] } {
  const plans: Plan[] = []
  const problems: string[] = []
  if (text.trim() === 'none') return { plans, problems }
  for (const raw of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = ENTRY.exec(raw)
    if (!m) {
      problems.push(`"${raw}" is not id:<n>d:<fen> or id:<n>q:<fen>`)
      continue
    }
    const [, id, amount, unit, price] = m
    const n = Number(amount)
    const priceFen = Number(price)
    if (n <= 0) problems.push(`"${raw}" grants nothing`)
    else if (priceFen <= 0 || priceFen > MAX_PRICE_FEN) problems.push(`"${raw}": price must be 1..${MAX_PRICE_FEN} fen`)
    else if (plans.some((p) => p.id === id)) problems.push(`plan "${id}" is listed twice`)
    else plans.push({ id, days: unit === 'd' ? n : 0, questions: unit === 'q' ? n : 0, priceFen })
  }
  return { plans, problems }
}

const KNOWN: Record<string, Localized> = {
  month: { en: 'Monthly VIP', fr: 'VIP mensuel', es: 'VIP mensual', 'zh-Hans': '月度会员', 'zh-Hant': '月度會員' },
  quarter: { en: 'Quarterly VIP', fr: 'VIP trimestriel', es: 'VIP trimestral', 'zh-Hans': '季度会员', 'zh-Hant': '季度會員' },
  halfyear: { en: 'Half-year VIP', fr: 'VIP semestriel', es: 'VIP semestral', 'zh-Hans': '半年会员', 'zh-Hant': '半年會員' },
  year: { en: 'Yearly VIP', fr: 'VIP annuel', es: 'VIP anual', 'zh-Hans': '年度会员', 'zh-Hant': '年度會員' },
}

const BY_DAYS: Localized = {
  en: '{n}-day VIP',
  fr: 'VIP {n} jours',
  es: 'VIP de {n} días',
  'zh-Hans': '{n}天会员',
  'zh-Hant': '{n}天會員',
}

const BY_QUESTIONS: Localized = {
  en: '{n} extra questions',
  fr: '{n} questions supplémentaires',
  es: '{n} preguntas adicionales',
  'zh-Hans': '{n}次提问加油包',
  'zh-Hant': '{n}次提問加量包',
}

/** The plan's name in `lang`: a known id's name, else one made from what it grants. */
export function planName(plan: Pick<Plan, 'id' | 'days' | 'questions'>, lang: Lang): string {
  const known = plan.days > 0 ? KNOWN[plan.id] : undefined
  if (known) return known[lang]
  return plan.days > 0 ? interpolate(BY_DAYS[lang], { n: plan.days }) : interpolate(BY_QUESTIONS[lang], { n: plan.questions })
}

let cache: { text: string; plans: Plan[] } | null = null

/** The plans on sale (VIP_PLANS, checked at start). */
export function plansOnSale(config: { VIP_PLANS: string }): Plan[] {
  if (cache?.text !== config.VIP_PLANS) cache = { text: config.VIP_PLANS, plans: parsePlans(config.VIP_PLANS).plans }
  return cache.plans
}
