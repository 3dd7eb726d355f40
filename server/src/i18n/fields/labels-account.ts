import { internal, picked, typed, type FieldText } from './types'

// French in "tu", Spanish in "tú": the register of the app's own texts.

/** Sign-in, account, profile and settings. */
export const accountFields: Record<string, FieldText> = {
  phone: typed('your phone number', 'ton numéro de téléphone', 'tu número de teléfono', '手机号', '手機號碼'),
  sms_code: typed('the 6-digit code', 'le code à 6 chiffres', 'el código de 6 cifras', '6位验证码', '6位驗證碼'),
  purpose: picked('what the code is for', "l'usage du code", 'para qué es el código', '验证码用途', '驗證碼用途'),
  account: typed('your account name', 'ton nom de compte', 'tu nombre de cuenta', '账号', '帳號'),
  password: typed('your password', 'ton mot de passe', 'tu contraseña', '密码', '密碼'),
  old_password: typed('your current password', 'ton mot de passe actuel', 'tu contraseña actual', '当前密码', '目前的密碼'),
  new_password: typed('your new password', 'ton nouveau mot de passe', 'tu nueva contraseña', '新密码', '新密碼'),
  nickname: typed('your nickname', 'ton pseudo', 'tu apodo', '昵称', '暱稱'),
  grade_id: picked('your grade', 'ta classe', 'tu curso', '年级', '年級'),
  course_ids: picked('your subjects', 'tes matières', 'tus asignaturas', '科目', '科目'),
  school_id: picked('your school', 'ton établissement', 'tu centro', '学校', '學校'),
  keyword: typed('a school name or city', "un nom d'établissement ou une ville", 'un nombre de centro o una ciudad', '学校名称或城市', '學校名稱或城市'),
  name: typed("the school's name", "le nom de l'établissement", 'el nombre del centro', '学校名称', '學校名稱'),
  city: typed('the city', 'la ville', 'la ciudad', '城市', '城市'),
  bedtime: picked('your bedtime', 'ton heure de coucher', 'tu hora de dormir', '睡觉时间', '睡覺時間'),
  wake_time: picked('your wake-up time', 'ton heure de réveil', 'tu hora de despertar', '起床时间', '起床時間'),
  tone_id: picked("the tutor's tone", 'le ton du tuteur', 'el tono del tutor', '辅导语气', '輔導語氣'),
  language: picked('the language', 'la langue', 'el idioma', '语言', '語言'),
  lang: picked('the language', 'la langue', 'el idioma', '语言', '語言'),
  code: typed('the invitation or exchange code', "le code d'invitation ou d'échange", 'el código de invitación o de canje', '邀请码或兑换码', '邀請碼或兌換碼'),
  invite_code: typed('the invitation code', "le code d'invitation", 'el código de invitación', '邀请码', '邀請碼'),
  wx_code: internal(
    ['the WeChat sign-in', 'la connexion WeChat', 'el inicio de sesión de WeChat', '微信登录', '微信登入'],
    [
      'WeChat sign-in did not go through: try again',
      "La connexion WeChat n'a pas abouti : réessaie",
      'El inicio de sesión de WeChat no se completó: inténtalo de nuevo',
      '微信登录未完成，请重试',
      '微信登入未完成，請重試',
    ],
  ),
  phone_code: internal(
    ['the phone number from WeChat', 'le numéro fourni par WeChat', 'el número de WeChat', '微信手机号授权', '微信手機號碼授權'],
    [
      'WeChat did not share your phone number: tap the button again',
      "WeChat n'a pas transmis ton numéro : touche à nouveau le bouton",
      'WeChat no compartió tu número: vuelve a tocar el botón',
      '未获取到微信手机号，请再点一次按钮',
      '未取得微信手機號碼，請再點一次按鈕',
    ],
  ),
  device_id: internal(
    ['the device', "l'appareil", 'el dispositivo', '设备', '裝置'],
    [
      'This device could not be registered for notifications',
      "Cet appareil n'a pas pu être enregistré pour les notifications",
      'No se pudo registrar este dispositivo para las notificaciones',
      '无法为此设备开启通知',
      '無法為此裝置開啟通知',
    ],
  ),
  version_code: typed('the app version', "la version de l'application", 'la versión de la aplicación', '应用版本', '應用程式版本'),
  app_version: typed('the app version', "la version de l'application", 'la versión de la aplicación', '应用版本', '應用程式版本'),
}
