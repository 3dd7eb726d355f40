import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of failures at outside services (SMS, WeChat): what the student can do next. */
export const providerMessages = {
  SMS_SEND_FAILED: {
    en: 'The text message could not be sent right now, please try again later',
    fr: "Le SMS n'a pas pu être envoyé pour le moment, réessaie plus tard",
    es: 'No se ha podido enviar el SMS en este momento, inténtalo más tarde',
    'zh-Hans': '短信暂时无法发送，请稍后再试',
    'zh-Hant': '簡訊暫時無法發送，請稍後再試',
  },
  SMS_PROVIDER_LIMITED: {
    en: 'Too many codes were sent to this number, please try again later',
    fr: 'Trop de codes ont été envoyés à ce numéro, réessaie plus tard',
    es: 'Se han enviado demasiados códigos a este número, inténtalo más tarde',
    'zh-Hans': '该号码获取验证码过于频繁，请稍后再试',
    'zh-Hant': '該號碼取得驗證碼過於頻繁，請稍後再試',
  },
  SMS_PHONE_UNREACHABLE: {
    en: 'This number cannot receive our text messages, please sign in another way',
    fr: 'Ce numéro ne peut pas recevoir nos SMS, connecte-toi autrement',
    es: 'Este número no puede recibir nuestros SMS, inicia sesión de otra forma',
    'zh-Hans': '该号码无法接收我们的短信，请换一种方式登录',
    'zh-Hant': '該號碼無法接收我們的簡訊，請換一種方式登入',
  },
  WECHAT_NOT_CONFIGURED: {
    en: 'One-tap login is not available, please sign in with your phone number',
    fr: "La connexion en un geste n'est pas disponible, connecte-toi avec ton numéro de téléphone",
    es: 'El inicio de sesión con un toque no está disponible, inicia sesión con tu número de teléfono',
    'zh-Hans': '一键登录暂不可用，请使用手机号登录',
    'zh-Hant': '一鍵登入暫不可用，請使用手機號碼登入',
  },
  WECHAT_CODE_INVALID: {
    en: 'The WeChat authorization has expired, please try again',
    fr: "L'autorisation WeChat a expiré, réessaie",
    es: 'La autorización de WeChat ha caducado, inténtalo de nuevo',
    'zh-Hans': '微信授权已失效，请重试',
    'zh-Hant': '微信授權已失效，請重試',
  },
  WECHAT_USER_BLOCKED: {
    en: 'WeChat refused this sign-in for security reasons, please sign in with your phone number',
    fr: 'WeChat a refusé cette connexion par sécurité, connecte-toi avec ton numéro de téléphone',
    es: 'WeChat ha rechazado este inicio de sesión por seguridad, inicia sesión con tu número de teléfono',
    'zh-Hans': '微信出于安全原因拒绝了本次登录，请使用手机号登录',
    'zh-Hant': '微信基於安全原因拒絕了本次登入，請使用手機號碼登入',
  },
  WECHAT_RATE_LIMITED: {
    en: 'Too many WeChat sign-in attempts, please wait a minute and try again',
    fr: 'Trop de tentatives de connexion WeChat, attends une minute et réessaie',
    es: 'Demasiados intentos de inicio de sesión con WeChat, espera un minuto e inténtalo de nuevo',
    'zh-Hans': '微信登录尝试过于频繁，请稍等一分钟再试',
    'zh-Hant': '微信登入嘗試過於頻繁，請稍等一分鐘再試',
  },
  WECHAT_BUSY: {
    en: 'WeChat is busy right now, please try again in a moment',
    fr: 'WeChat est occupé pour le moment, réessaie dans un instant',
    es: 'WeChat está ocupado en este momento, inténtalo de nuevo en un momento',
    'zh-Hans': '微信服务繁忙，请稍后再试',
    'zh-Hant': '微信服務繁忙，請稍後再試',
  },
  WECHAT_LOGIN_FAILED: {
    en: 'WeChat sign-in failed, please sign in with your phone number',
    fr: 'La connexion WeChat a échoué, connecte-toi avec ton numéro de téléphone',
    es: 'No se ha podido iniciar sesión con WeChat, inicia sesión con tu número de teléfono',
    'zh-Hans': '微信登录失败，请使用手机号登录',
    'zh-Hant': '微信登入失敗，請使用手機號碼登入',
  },
  WECHAT_SEND_FAILED: {
    en: 'The WeChat notification could not be sent',
    fr: "La notification WeChat n'a pas pu être envoyée",
    es: 'No se ha podido enviar la notificación de WeChat',
    'zh-Hans': '微信通知发送失败',
    'zh-Hant': '微信通知發送失敗',
  },
  WECHAT_NOT_SUBSCRIBED: {
    en: 'WeChat notifications are not enabled for this message',
    fr: 'Les notifications WeChat ne sont pas activées pour ce message',
    es: 'Las notificaciones de WeChat no están activadas para este mensaje',
    'zh-Hans': '尚未订阅该微信通知',
    'zh-Hant': '尚未訂閱該微信通知',
  },
} satisfies Partial<Record<ErrorName, Localized>>
