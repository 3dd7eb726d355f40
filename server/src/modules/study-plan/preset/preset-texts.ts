import type { Localized } from '../../../i18n'

/** Titles and replies of the weekly base plan, in the student's language. */
export const PRESET_TITLES = {
  school: { en: 'School', fr: 'Cours au collège/lycée', es: 'Clases en el instituto', 'zh-Hans': '在校上课', 'zh-Hant': '在校上課' },
  dinner: { en: 'Dinner and rest', fr: 'Dîner et pause', es: 'Cena y descanso', 'zh-Hans': '晚饭和休息', 'zh-Hant': '晚餐和休息' },
  windDown: { en: 'Wind down, no screens', fr: 'Se détendre, sans écran', es: 'Relajarse, sin pantallas', 'zh-Hans': '放松，远离屏幕', 'zh-Hant': '放鬆，遠離螢幕' },
  review: { en: 'Weekly review and plan', fr: 'Bilan et plan de la semaine', es: 'Repaso y plan de la semana', 'zh-Hans': '本周复盘与计划', 'zh-Hant': '本週複盤與計畫' },
  freeTime: { en: 'Sport and free time', fr: 'Sport et temps libre', es: 'Deporte y tiempo libre', 'zh-Hans': '运动和自由时间', 'zh-Hant': '運動和自由時間' },
  study: { en: 'Self-study: {course}', fr: 'Travail personnel : {course}', es: 'Estudio: {course}', 'zh-Hans': '自习：{course}', 'zh-Hant': '自習：{course}' },
} satisfies Record<string, Localized>

export const PRESET_REPLIES = {
  proposal: {
    en: 'Here is a weekly plan built from your grade, courses and sleep schedule ({wake}–{bed}): {blocks} self-study blocks a week with rest in between. Confirm to add it.',
    fr: 'Voici un planning hebdomadaire construit à partir de ta classe, de tes matières et de tes horaires de sommeil ({wake}–{bed}) : {blocks} séances de travail par semaine, avec des pauses. Confirme pour l’ajouter.',
    es: 'Este es un plan semanal hecho con tu curso, tus asignaturas y tu horario de sueño ({wake}–{bed}): {blocks} bloques de estudio a la semana con descansos. Confirma para añadirlo.',
    'zh-Hans': '根据你的年级、科目和作息（{wake}–{bed}）生成了一份每周计划：每周 {blocks} 段自习，中间穿插休息。确认后添加。',
    'zh-Hant': '根據你的年級、科目和作息（{wake}–{bed}）產生了一份每週計畫：每週 {blocks} 段自習，中間穿插休息。確認後加入。',
  },
  replaces: {
    en: 'It replaces the weekly plan added before.',
    fr: 'Il remplace le planning hebdomadaire ajouté auparavant.',
    es: 'Sustituye el plan semanal que añadiste antes.',
    'zh-Hans': '它会替换之前添加的每周计划。',
    'zh-Hant': '它會取代之前加入的每週計畫。',
  },
  noRoom: {
    en: 'Your sleep schedule leaves no time for a study plan; check your bedtime and wake-up time in settings.',
    fr: 'Tes horaires de sommeil ne laissent pas de place pour un planning ; vérifie-les dans les réglages.',
    es: 'Tu horario de sueño no deja tiempo para un plan; revisa tus horas en los ajustes.',
    'zh-Hans': '你的作息时间没有留出学习时间，请在设置中检查睡觉和起床时间。',
    'zh-Hant': '你的作息時間沒有留出學習時間，請在設定中檢查睡覺和起床時間。',
  },
} satisfies Record<string, Localized>
