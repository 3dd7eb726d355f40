import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of the input policy at the edge: requests the framework refuses before a route runs. */
export const edgeMessages = {
  BAD_URL: {
    en: 'The address of the request is not valid',
    fr: "L'adresse de la requête n'est pas valide",
    es: 'La dirección de la solicitud no es válida',
    'zh-Hans': '请求地址无效',
    'zh-Hant': '請求位址無效',
  },
  MULTIPART_INVALID: {
    en: 'The upload was incomplete or malformed, please try again',
    fr: "L'envoi est incomplet ou mal formé, veuillez réessayer",
    es: 'La subida está incompleta o mal formada, inténtalo de nuevo',
    'zh-Hans': '上传内容不完整或格式错误，请重试',
    'zh-Hant': '上傳內容不完整或格式錯誤，請重試',
  },
  BAD_REQUEST: {
    en: 'The request is not valid',
    fr: "La requête n'est pas valide",
    es: 'La solicitud no es válida',
    'zh-Hans': '请求无效',
    'zh-Hant': '請求無效',
  },
  PATH_FORBIDDEN: {
    en: 'This file cannot be opened',
    fr: 'Ce fichier ne peut pas être ouvert',
    es: 'Este archivo no se puede abrir',
    'zh-Hans': '无法打开此文件',
    'zh-Hant': '無法開啟此檔案',
  },
  HEADERS_TOO_LARGE: {
    en: 'The request is too large (address or headers)',
    fr: 'La requête est trop grande (adresse ou en-têtes)',
    es: 'La solicitud es demasiado grande (dirección o cabeceras)',
    'zh-Hans': '请求过大（地址或请求头）',
    'zh-Hant': '請求過大（位址或標頭）',
  },
  REQUEST_TIMEOUT: {
    en: 'The request took too long to arrive, please try again',
    fr: 'La requête a mis trop de temps à arriver, veuillez réessayer',
    es: 'La solicitud tardó demasiado en llegar, inténtalo de nuevo',
    'zh-Hans': '请求传输超时，请重试',
    'zh-Hant': '請求傳輸逾時，請重試',
  },
  INVITE_LOOKUP_LIMITED: {
    en: 'Too many invitation codes tried, please wait {minutes} minutes',
    fr: "Trop de codes d'invitation essayés, patientez {minutes} minutes",
    es: 'Demasiados códigos de invitación probados, espera {minutes} minutos',
    'zh-Hans': '尝试的邀请码过多，请 {minutes} 分钟后再试',
    'zh-Hant': '嘗試的邀請碼過多，請 {minutes} 分鐘後再試',
  },
  PASSWORD_REPETITIVE: {
    en: 'This password is one character or a short pattern repeated, which is easy to guess: please choose another',
    fr: "Ce mot de passe répète un caractère ou un court motif, il est facile à deviner : choisissez-en un autre",
    es: 'Esta contraseña repite un carácter o un patrón corto y es fácil de adivinar: elige otra',
    'zh-Hans': '该密码只是重复同一个字符或一小段内容，很容易被猜到，请换一个',
    'zh-Hant': '該密碼只是重複同一個字元或一小段內容，很容易被猜到，請換一個',
  },
  PASSWORD_HAS_NAME: {
    en: 'The password must not contain your account name or phone number: anyone who knows you could guess it',
    fr: "Le mot de passe ne doit pas contenir votre nom de compte ni votre numéro : qui vous connaît pourrait le deviner",
    es: 'La contraseña no debe contener tu nombre de cuenta ni tu número: quien te conozca podría adivinarla',
    'zh-Hans': '密码不能包含你的账号名或手机号，认识你的人很容易猜到',
    'zh-Hant': '密碼不能包含你的帳號名稱或手機號碼，認識你的人很容易猜到',
  },
} satisfies Partial<Record<ErrorName, Localized>>
