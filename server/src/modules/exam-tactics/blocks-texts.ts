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
  planned: {
    en: 'Your plan already has study blocks for this course on {days}: they count as revision, so nothing is added on those {n} days.',
    fr: 'Ton planning a déjà des séances de cette matière le {days} : elles comptent comme révisions, rien n’est ajouté ces {n} jours-là.',
    es: 'Tu plan ya tiene bloques de estudio de esta asignatura el {days}: cuentan como repaso, así que esos {n} días no se añade nada.',
    'zh-Hans': '你的计划里{days}已经有这门课的学习时间，算作复习，这 {n} 天不再另加。',
    'zh-Hant': '你的計畫裡{days}已經有這門課的讀書時間，算作複習，這 {n} 天不再另加。',
  },
  plannedOne: {
    en: 'Your plan already has a study block for this course on {days}: it counts as revision, so nothing is added that day.',
    fr: 'Ton planning a déjà une séance de cette matière le {days} : elle compte comme révision, rien n’est ajouté ce jour-là.',
    es: 'Tu plan ya tiene un bloque de estudio de esta asignatura el {days}: cuenta como repaso, así que ese día no se añade nada.',
    'zh-Hans': '你的计划里{days}已经有这门课的学习时间，算作复习，当天不再另加。',
    'zh-Hant': '你的計畫裡{days}已經有這門課的讀書時間，算作複習，當天不再另加。',
  },
  plannedAll: {
    en: 'Your plan already has study blocks for this course on {days} before {exam}: they are your revision, there is nothing to add.',
    fr: 'Ton planning a déjà des séances de cette matière le {days} avant {exam} : ce sont tes révisions, il n’y a rien à ajouter.',
    es: 'Tu plan ya tiene bloques de estudio de esta asignatura el {days} antes de {exam}: son tu repaso, no hay nada que añadir.',
    'zh-Hans': '{exam}之前，你的计划里{days}已经有这门课的学习时间，这就是你的复习，无需再加。',
    'zh-Hant': '{exam}之前，你的計畫裡{days}已經有這門課的讀書時間，這就是你的複習，無需再加。',
  },
  mockPlanned: {
    en: 'Your study block on {day} is long enough to be your mock exam.',
    fr: 'Ta séance du {day} est assez longue pour servir d’examen blanc.',
    es: 'Tu bloque de estudio del {day} es lo bastante largo para hacer el simulacro.',
    'zh-Hans': '{day}的学习时间够长，可以用来做模拟考。',
    'zh-Hant': '{day}的讀書時間夠長，可以用來做模擬考。',
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
/** Between two sentences of a reply (Chinese sentences end in 。 and need no space). */
export const SENTENCE_JOIN: Localized = { en: ' ', fr: ' ', es: ' ', 'zh-Hans': '', 'zh-Hant': '' }
