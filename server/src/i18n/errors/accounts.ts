import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of sign-in and account errors. */
export const accountMessages = {
  PHONE_INVALID: {
    en: 'Please enter a valid phone number',
    fr: 'Veuillez saisir un numéro de téléphone valide',
    es: 'Introduce un número de teléfono válido',
    'zh-Hans': '请输入正确的手机号',
    'zh-Hant': '請輸入正確的手機號碼',
  },
  SMS_CODE_WRONG: {
    en: 'The verification code is wrong',
    fr: 'Le code de vérification est incorrect',
    es: 'El código de verificación es incorrecto',
    'zh-Hans': '验证码错误',
    'zh-Hant': '驗證碼錯誤',
  },
  SMS_CODE_EXPIRED: {
    en: 'The verification code has expired, please request a new one',
    fr: 'Le code de vérification a expiré, demandez-en un nouveau',
    es: 'El código de verificación ha caducado, solicita uno nuevo',
    'zh-Hans': '验证码已失效，请重新获取',
    'zh-Hant': '驗證碼已失效，請重新取得',
  },
  PASSWORD_WEAK: {
    en: 'The password must be {min} to {max} characters',
    fr: 'Le mot de passe doit contenir de {min} à {max} caractères',
    es: 'La contraseña debe tener entre {min} y {max} caracteres',
    'zh-Hans': '密码长度须为 {min} 到 {max} 个字符',
    'zh-Hant': '密碼長度須為 {min} 到 {max} 個字元',
  },
  PASSWORD_COMMON: {
    en: 'This password is too common, please choose another',
    fr: 'Ce mot de passe est trop courant, choisissez-en un autre',
    es: 'Esta contraseña es demasiado común, elige otra',
    'zh-Hans': '该密码过于常见，请换一个',
    'zh-Hant': '該密碼過於常見，請換一個',
  },
  ACCOUNT_INVALID: {
    en: 'The account name must be 4 to 32 letters, digits, _ or -',
    fr: 'Le nom de compte doit comporter 4 à 32 lettres, chiffres, _ ou -',
    es: 'El nombre de cuenta debe tener de 4 a 32 letras, números, _ o -',
    'zh-Hans': '账号须为 4 到 32 位字母、数字、_ 或 -',
    'zh-Hant': '帳號須為 4 到 32 位字母、數字、_ 或 -',
  },
  LOGIN_FAILED: {
    en: 'Wrong account or password',
    fr: 'Compte ou mot de passe incorrect',
    es: 'Cuenta o contraseña incorrecta',
    'zh-Hans': '账号或密码错误',
    'zh-Hant': '帳號或密碼錯誤',
  },
  DEVICE_ID_EMPTY: {
    en: 'The device id is empty',
    fr: "L'identifiant de l'appareil est vide",
    es: 'El identificador del dispositivo está vacío',
    'zh-Hans': '设备 ID 为空',
    'zh-Hant': '裝置 ID 為空',
  },
  PHONE_TAKEN: {
    en: 'This phone number is already registered',
    fr: 'Ce numéro est déjà enregistré',
    es: 'Este número ya está registrado',
    'zh-Hans': '该手机号已注册',
    'zh-Hant': '該手機號碼已註冊',
  },
  ACCOUNT_TAKEN: {
    en: 'This account name is taken',
    fr: 'Ce nom de compte est déjà pris',
    es: 'Este nombre de cuenta ya está en uso',
    'zh-Hans': '该账号已被占用',
    'zh-Hant': '該帳號已被使用',
  },
  SMS_TOO_FREQUENT: {
    en: 'Please wait {seconds} s before requesting another code',
    fr: 'Veuillez attendre {seconds} s avant de redemander un code',
    es: 'Espera {seconds} s antes de pedir otro código',
    'zh-Hans': '请 {seconds} 秒后再获取验证码',
    'zh-Hant': '請 {seconds} 秒後再取得驗證碼',
  },
  SMS_HOURLY_LIMIT: {
    en: 'Too many codes requested this hour, please try later',
    fr: 'Trop de codes demandés cette heure-ci, réessayez plus tard',
    es: 'Demasiados códigos solicitados en esta hora, inténtalo más tarde',
    'zh-Hans': '本小时获取验证码次数过多，请稍后再试',
    'zh-Hant': '本小時取得驗證碼次數過多，請稍後再試',
  },
  SMS_DAILY_LIMIT: {
    en: 'Too many codes requested today, please try tomorrow',
    fr: "Trop de codes demandés aujourd'hui, réessayez demain",
    es: 'Demasiados códigos solicitados hoy, inténtalo mañana',
    'zh-Hans': '今日获取验证码次数已达上限，请明天再试',
    'zh-Hant': '今日取得驗證碼次數已達上限，請明天再試',
  },
  LOGIN_LOCKED: {
    en: 'Too many failed attempts, please try again in {seconds} s',
    fr: "Trop d'échecs, réessayez dans {seconds} s",
    es: 'Demasiados intentos fallidos, inténtalo en {seconds} s',
    'zh-Hans': '失败次数过多，请 {seconds} 秒后再试',
    'zh-Hant': '失敗次數過多，請 {seconds} 秒後再試',
  },
} satisfies Partial<Record<ErrorName, Localized>>
