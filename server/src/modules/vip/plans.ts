import type { Lang } from '@contract/common'
import { textsIn } from '../../i18n/translate'

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

/** Plans with a name of their own (locales/<lang>/vip.json: known.<id>). */
const KNOWN_IDS = ['month', 'quarter', 'halfyear', 'year'] as const
const isKnown = (id: string): id is (typeof KNOWN_IDS)[number] => (KNOWN_IDS as readonly string[]).includes(id)

/** The plan's name in `lang`: a known id's name, else one made from what it grants. */
export function planName(plan: Pick<Plan, 'id' | 'days' | 'questions'>, lang: Lang): string {
  const say = textsIn(lang, 'vip')
  if (plan.days > 0 && isKnown(plan.id)) return say(`known.${plan.id}`)
  return plan.days > 0 ? say('byDays', { n: plan.days }) : say('byQuestions', { n: plan.questions })
}

let cache: { text: string; plans: Plan[] } | null = null

/** The plans on sale (VIP_PLANS, checked at start). */
export function plansOnSale(config: { VIP_PLANS: string }): Plan[] {
  if (cache?.text !== config.VIP_PLANS) cache = { text: config.VIP_PLANS, plans: parsePlans(config.VIP_PLANS).plans }
  return cache.plans
}
