import { interpolate } from '../../../i18n'
import { planName } from '../../vip'
import { formatDate, formatFen } from '../format'
import { num, str, type Params, type Template, type Texts } from './types'

const T: Texts<'paidTitle' | 'vipBody' | 'questionsBody' | 'refundTitle' | 'refundBody' | 'reviewTitle' | 'reviewBody'> = {
  paidTitle: { en: 'Payment successful', fr: 'Paiement réussi', es: 'Pago realizado', 'zh-Hans': '支付成功', 'zh-Hant': '付款成功' },
  vipBody: {
    en: 'You paid {amount} for {plan}. VIP is active until {date}: ask as many questions as you like.',
    fr: "Tu as payé {amount} pour {plan}. Le VIP est actif jusqu'au {date} : pose autant de questions que tu veux.",
    es: 'Has pagado {amount} por {plan}. El VIP está activo hasta el {date}: pregunta todo lo que quieras.',
    'zh-Hans': '您已支付 {amount} 购买{plan}，会员有效期至 {date}，期间提问不限次数。',
    'zh-Hant': '您已支付 {amount} 購買{plan}，會員有效期至 {date}，期間提問不限次數。',
  },
  questionsBody: {
    en: 'You paid {amount} for {plan}: {n} questions were added to your account.',
    fr: 'Tu as payé {amount} pour {plan} : {n} questions ont été ajoutées à ton compte.',
    es: 'Has pagado {amount} por {plan}: se han añadido {n} preguntas a tu cuenta.',
    'zh-Hans': '您已支付 {amount} 购买{plan}，已为您增加 {n} 次提问。',
    'zh-Hant': '您已支付 {amount} 購買{plan}，已為您增加 {n} 次提問。',
  },
  refundTitle: { en: 'Refund completed', fr: 'Remboursement effectué', es: 'Reembolso completado', 'zh-Hans': '退款成功', 'zh-Hant': '退款成功' },
  refundBody: {
    en: '{amount} for {plan} was refunded to the account you paid with.',
    fr: '{amount} pour {plan} a été remboursé sur le compte utilisé pour payer.',
    es: 'Se han reembolsado {amount} de {plan} a la cuenta con la que pagaste.',
    'zh-Hans': '{plan}的 {amount} 已原路退回。',
    'zh-Hant': '{plan}的 {amount} 已原路退回。',
  },
  reviewTitle: { en: 'Payment received', fr: 'Paiement reçu', es: 'Pago recibido', 'zh-Hans': '已收到付款', 'zh-Hant': '已收到付款' },
  reviewBody: {
    en: 'We received {amount} for {plan} but could not apply it automatically. It will be refunded; you can also write to us through Feedback.',
    fr: "Nous avons reçu {amount} pour {plan} sans pouvoir l'appliquer automatiquement. Il te sera remboursé ; tu peux aussi nous écrire via Avis.",
    es: 'Hemos recibido {amount} por {plan} pero no pudimos aplicarlo automáticamente. Se te reembolsará; también puedes escribirnos desde Comentarios.',
    'zh-Hans': '我们已收到您为{plan}支付的 {amount}，但未能自动生效，款项将退回；如有疑问可通过意见反馈联系我们。',
    'zh-Hant': '我們已收到您為{plan}支付的 {amount}，但未能自動生效，款項將退回；如有疑問可透過意見回饋聯絡我們。',
  },
}

const plan = (p: Params, lang: Parameters<Template>[1]['lang']) =>
  planName({ id: str(p.plan_id), days: num(p.days), questions: num(p.questions) }, lang)

export const orderTemplates: Record<string, Template> = {
  'order.fulfilled': (p, ctx) => {
    const values = { amount: formatFen(num(p.amount_fen)), plan: plan(p, ctx.lang), n: num(p.questions) }
    const body =
      num(p.days) > 0
        ? interpolate(T.vipBody[ctx.lang], { ...values, date: p.vip_until ? formatDate(str(p.vip_until), ctx) : '' })
        : interpolate(T.questionsBody[ctx.lang], values)
    return { title: T.paidTitle[ctx.lang], body }
  },
  'order.refunded': (p, ctx) => ({
    title: T.refundTitle[ctx.lang],
    body: interpolate(T.refundBody[ctx.lang], { amount: formatFen(num(p.amount_fen)), plan: plan(p, ctx.lang) }),
  }),
  'order.needs_review': (p, ctx) => ({
    title: T.reviewTitle[ctx.lang],
    body: interpolate(T.reviewBody[ctx.lang], { amount: formatFen(num(p.amount_fen)), plan: plan(p, ctx.lang) }),
  }),
}
