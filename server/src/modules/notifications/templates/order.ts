import { planName } from '../../vip'
import { formatDate, formatFen } from '../format'
import { num, str, type Params, say, type Template } from './types'


const plan = (p: Params, lang: Parameters<Template>[1]['lang']) =>
  planName({ id: str(p.plan_id), days: num(p.days), questions: num(p.questions) }, lang)

export const orderTemplates: Record<string, Template> = {
  'order.fulfilled': (p, ctx) => {
    const values = { amount: formatFen(num(p.amount_fen)), plan: plan(p, ctx.lang), n: num(p.questions) }
    const body =
      num(p.days) > 0
        ? say(ctx.lang)('order.vipBody', { ...values, date: p.vip_until ? formatDate(str(p.vip_until), ctx) : '' })
        : say(ctx.lang)('order.questionsBody', values)
    return { title: say(ctx.lang)('order.paidTitle'), body }
  },
  'order.refunded': (p, ctx) => ({
    title: say(ctx.lang)('order.refundTitle'),
    body: say(ctx.lang)('order.refundBody', { amount: formatFen(num(p.amount_fen)), plan: plan(p, ctx.lang) }),
  }),
  'order.needs_review': (p, ctx) => ({
    title: say(ctx.lang)('order.reviewTitle'),
    body: say(ctx.lang)('order.reviewBody', { amount: formatFen(num(p.amount_fen)), plan: plan(p, ctx.lang) }),
  }),
}
