import type { Localized } from '../../i18n'

/** Titles of the blocks scheduled before an exam, and the reply that presents them. */
export const BLOCK_TEXTS = {
  revision: { en: 'Revise for {exam}', fr: 'Révisions : {exam}', es: 'Repaso: {exam}', 'zh-Hans': '复习：{exam}', 'zh-Hant': '複習：{exam}' },
  mock: { en: 'Mock exam: {exam}', fr: 'Examen blanc : {exam}', es: 'Simulacro: {exam}', 'zh-Hans': '模拟考：{exam}', 'zh-Hant': '模擬考：{exam}' },
  dayBefore: {
    en: 'Day before {exam}: light review, pack your kit',
    fr: 'Veille de {exam} : révision légère, préparer ses affaires',
    es: 'Víspera de {exam}: repaso ligero y preparar el material',
    'zh-Hans': '{exam}前一天：轻松复习，备好文具证件',
    'zh-Hant': '{exam}前一天：輕鬆複習，備好文具證件',
  },
  sessions: { en: '{n} revision sessions', fr: '{n} séances de révision', es: '{n} sesiones de repaso', 'zh-Hans': '{n} 次复习', 'zh-Hant': '{n} 次複習' },
  oneSession: { en: 'one revision session', fr: 'une séance de révision', es: 'una sesión de repaso', 'zh-Hans': '1 次复习', 'zh-Hant': '1 次複習' },
  mockOn: { en: 'a mock exam on {day}', fr: 'un examen blanc le {day}', es: 'un simulacro el {day}', 'zh-Hans': '{day}一场模拟考', 'zh-Hant': '{day}一場模擬考' },
  check: { en: 'a check the day before', fr: 'une préparation la veille', es: 'una preparación la víspera', 'zh-Hans': '考前一天的准备', 'zh-Hant': '考前一天的準備' },
  reply: {
    en: 'Before {exam} ({date}): {list}, in free time of your plan. Confirm to add them.',
    fr: 'Avant {exam} ({date}) : {list}, sur des créneaux libres. Confirme pour les ajouter.',
    es: 'Antes de {exam} ({date}): {list}, en huecos libres de tu plan. Confirma para añadirlos.',
    'zh-Hans': '{exam}（{date}）之前：在空闲时间安排{list}。确认后添加。',
    'zh-Hant': '{exam}（{date}）之前：在空閒時間安排{list}。確認後加入。',
  },
  noTime: {
    en: 'There is no free time left in your plan before {exam}.',
    fr: 'Il ne reste plus de temps libre dans ton planning avant {exam}.',
    es: 'No queda tiempo libre en tu plan antes de {exam}.',
    'zh-Hans': '{exam}之前你的计划里已经没有空闲时间了。',
    'zh-Hant': '{exam}之前你的計畫裡已經沒有空閒時間了。',
  },
  past: {
    en: '{exam} has already started.',
    fr: '{exam} a déjà commencé.',
    es: '{exam} ya ha empezado.',
    'zh-Hans': '{exam}已经开始了。',
    'zh-Hant': '{exam}已經開始了。',
  },
} satisfies Record<string, Localized>

export const LIST_JOIN: Localized = { en: ', ', fr: ', ', es: ', ', 'zh-Hans': '、', 'zh-Hant': '、' }
