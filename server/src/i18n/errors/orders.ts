import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of the VIP and order errors. */
export const orderMessages = {
  ORDER_NEEDS_WECHAT: {
    en: 'Sign in with WeChat to pay in the mini-program',
    fr: 'Connecte-toi avec WeChat pour payer dans le mini-programme',
    es: 'Inicia sesión con WeChat para pagar en el miniprograma',
    'zh-Hans': '请先使用微信登录后再在小程序内支付',
    'zh-Hant': '請先使用微信登入後再在小程式內付款',
  },
  PLAN_NOT_FOUND: {
    en: 'This plan is no longer on sale',
    fr: "Cette formule n'est plus en vente",
    es: 'Este plan ya no está a la venta',
    'zh-Hans': '该套餐已下架',
    'zh-Hant': '該方案已下架',
  },
  ORDER_NOT_FOUND: {
    en: 'Order not found',
    fr: 'Commande introuvable',
    es: 'Pedido no encontrado',
    'zh-Hans': '订单不存在',
    'zh-Hant': '訂單不存在',
  },
  ORDER_NOT_PAYABLE: {
    en: 'This order can no longer be paid',
    fr: 'Cette commande ne peut plus être payée',
    es: 'Este pedido ya no se puede pagar',
    'zh-Hans': '该订单已无法支付',
    'zh-Hant': '該訂單已無法付款',
  },
  ORDER_NOT_CANCELLABLE: {
    en: 'This order has been paid and cannot be cancelled',
    fr: 'Cette commande a été payée et ne peut pas être annulée',
    es: 'Este pedido ya está pagado y no se puede cancelar',
    'zh-Hans': '该订单已支付，无法取消',
    'zh-Hant': '該訂單已付款，無法取消',
  },
  ORDER_NOT_REFUNDABLE: {
    en: 'This order cannot be refunded (not paid, or already being refunded)',
    fr: "Cette commande ne peut pas être remboursée (non payée ou déjà en cours de remboursement)",
    es: 'Este pedido no se puede reembolsar (no está pagado o ya se está reembolsando)',
    'zh-Hans': '该订单无法退款（未支付或已在退款中）',
    'zh-Hant': '該訂單無法退款（未付款或已在退款中）',
  },
} satisfies Partial<Record<ErrorName, Localized>>
