import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/**
 * Messages of payment-provider errors. The provider's own codes and texts never reach the
 * student: they travel in PayError.detail for the server log.
 */
export const paymentMessages = {
  PAY_SIGNATURE_INVALID: {
    en: 'The payment notification signature is invalid',
    fr: 'La signature de la notification de paiement est invalide',
    es: 'La firma de la notificación de pago no es válida',
    'zh-Hans': '支付通知签名无效',
    'zh-Hant': '支付通知簽名無效',
  },
  PAY_NOTIFICATION_INVALID: {
    en: 'The payment notification could not be read',
    fr: 'La notification de paiement est illisible',
    es: 'No se pudo leer la notificación de pago',
    'zh-Hans': '支付通知内容无效',
    'zh-Hant': '支付通知內容無效',
  },
  PAY_ORDER_NOT_FOUND: {
    en: 'The payment service has no record of this order',
    fr: "Le service de paiement ne connaît pas cette commande",
    es: 'El servicio de pago no tiene registro de este pedido',
    'zh-Hans': '支付平台查无此订单',
    'zh-Hant': '支付平台查無此訂單',
  },
  PAY_PROVIDER_FAILED: {
    en: 'The payment service is unavailable, please try again later',
    fr: 'Le service de paiement est indisponible, réessaie plus tard',
    es: 'El servicio de pago no está disponible, inténtalo más tarde',
    'zh-Hans': '支付服务暂时不可用，请稍后再试',
    'zh-Hant': '支付服務暫時無法使用，請稍後再試',
  },
  PAY_PROVIDER_REJECTED: {
    en: 'The payment service refused this operation',
    fr: "Le service de paiement a refusé l'opération",
    es: 'El servicio de pago ha rechazado la operación',
    'zh-Hans': '支付平台拒绝了此操作',
    'zh-Hant': '支付平台拒絕了此操作',
  },
  PAY_RESPONSE_INVALID: {
    en: 'The payment service answered with an unverifiable response, please try again later',
    fr: 'Le service de paiement a renvoyé une réponse invérifiable, réessaie plus tard',
    es: 'El servicio de pago devolvió una respuesta no verificable, inténtalo más tarde',
    'zh-Hans': '支付平台应答校验失败，请稍后再试',
    'zh-Hant': '支付平台應答校驗失敗，請稍後再試',
  },
  PAY_PROVIDER_TIMEOUT: {
    en: 'The payment service did not answer in time, please try again',
    fr: "Le service de paiement n'a pas répondu à temps, réessaie",
    es: 'El servicio de pago no respondió a tiempo, inténtalo de nuevo',
    'zh-Hans': '支付平台响应超时，请重试',
    'zh-Hant': '支付平台回應逾時，請重試',
  },
} satisfies Partial<Record<ErrorName, Localized>>
