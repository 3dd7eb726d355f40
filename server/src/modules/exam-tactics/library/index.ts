import type { Lang } from '@contract/common'
import type { TacticsSection } from '@contract/exam-tactics'
import { interpolate, type Localized } from '../../../i18n'
import { HUMANITIES_COURSES, GENERIC_TACTICS } from './humanities'
import { LANGUAGE_COURSES } from './languages'
import { MATHS_PHYSICS_COURSES } from './maths-physics'
import { SCIENCE_COURSES } from './sciences'
import type { CourseTactics } from './types'

const COURSES: Record<number, CourseTactics> = { ...LANGUAGE_COURSES, ...MATHS_PHYSICS_COURSES, ...SCIENCE_COURSES, ...HUMANITIES_COURSES }

export const tacticsFor = (courseId: number | null): CourseTactics => (courseId !== null && COURSES[courseId]) || GENERIC_TACTICS

/** Tactics every exam shares, around the course's own. */
const SKIM: Localized = {
  en: 'Take two minutes to look through the whole paper and see where the marks are.',
  fr: 'Prends deux minutes pour parcourir tout le sujet et repérer où sont les points.',
  es: 'Dedica dos minutos a mirar todo el examen y ver dónde están los puntos.',
  'zh-Hans': '拿到试卷先用2分钟通览全卷，看清分值分布。',
  'zh-Hant': '拿到試卷先用2分鐘瀏覽全卷，看清配分。',
}
const SKIP: Localized = {
  en: 'If a question gives you no progress for {minutes} minutes, mark it, move on, and come back when the section is done.',
  fr: 'Si une question ne te fait pas avancer pendant {minutes} minutes, marque-la, passe à la suite, et reviens-y à la fin de la partie.',
  es: 'Si una pregunta no avanza en {minutes} minutos, márcala, sigue y vuelve al terminar la sección.',
  'zh-Hans': '一道题{minutes}分钟没有进展就做记号跳过，做完这一部分再回来。',
  'zh-Hant': '一道題{minutes}分鐘沒有進展就做記號跳過，寫完這一部分再回來。',
}
const CHECK_TIME: Localized = {
  en: 'Keep the last {minutes} minutes for checking.',
  fr: 'Garde les {minutes} dernières minutes pour vérifier.',
  es: 'Reserva los últimos {minutes} minutos para revisar.',
  'zh-Hans': '留出最后{minutes}分钟检查。',
  'zh-Hant': '留出最後{minutes}分鐘檢查。',
}
const CHECK_SHEET: Localized = {
  en: 'Make sure every question has an answer and the answer sheet matches your paper.',
  fr: 'Assure-toi que chaque question a une réponse et que la feuille de réponses correspond.',
  es: 'Asegúrate de que cada pregunta tenga respuesta y de que la hoja de respuestas coincida.',
  'zh-Hans': '确认每道题都有答案，答题卡与试卷一致。',
  'zh-Hant': '確認每道題都有作答，答案卡與試卷一致。',
}
const KIT: Localized = {
  en: 'Pack your kit tonight: ID, admission ticket, pens, pencil, eraser, ruler, a calculator if allowed, water.',
  fr: 'Prépare tes affaires ce soir : pièce d’identité, convocation, stylos, crayon, gomme, règle, calculatrice si autorisée, eau.',
  es: 'Prepara hoy tus cosas: DNI, citación, bolígrafos, lápiz, goma, regla, calculadora si se permite, agua.',
  'zh-Hans': '今晚备好考试用品：身份证、准考证、黑色签字笔、2B铅笔、橡皮、尺子、允许时带计算器、水。',
  'zh-Hant': '今晚備好考試用品：身分證、准考證、黑色原子筆、2B鉛筆、橡皮擦、尺、允許時帶計算機、水。',
}
const LIGHT: Localized = {
  en: 'Light review only: your notes and mistakes, nothing new.',
  fr: 'Révision légère seulement : tes notes et tes erreurs, rien de nouveau.',
  es: 'Solo un repaso ligero: tus apuntes y tus errores, nada nuevo.',
  'zh-Hans': '只做轻松复习：看笔记和错题，不学新内容。',
  'zh-Hant': '只做輕鬆複習：看筆記和錯題，不讀新內容。',
}
const SLEEP: Localized = {
  en: 'Go to bed at your usual time; check the route and the start time.',
  fr: 'Couche-toi à l’heure habituelle ; vérifie le trajet et l’heure de début.',
  es: 'Acuéstate a tu hora de siempre; revisa el trayecto y la hora de inicio.',
  'zh-Hans': '按平时作息睡觉；确认考场路线和开考时间。',
  'zh-Hant': '照平常作息睡覺；確認考場路線和開考時間。',
}
export const FOCUS: Localized = {
  en: 'Look again at: {question}',
  fr: 'À revoir : {question}',
  es: 'Vuelve a mirar: {question}',
  'zh-Hans': '再看一遍：{question}',
  'zh-Hant': '再看一遍：{question}',
}

/** Whole five minutes read better on a long paper; a short quiz needs the minute. */
const roundFor = (total: number) => (n: number) => (total >= 60 ? Math.max(5, Math.round(n / 5) * 5) : Math.max(1, Math.floor(n)))

export interface LibraryTactics {
  sections: TacticsSection[]
  order: string[]
  skip_rule: string
  checking: string[]
  day_before: string[]
}

/** The library's tactics for an exam of `minutes` in `lang`: each section's share becomes minutes. */
export function libraryTactics(courseId: number | null, minutes: number, lang: Lang): LibraryTactics {
  const t = tacticsFor(courseId)
  const round = roundFor(minutes)
  const sections = t.sections.map((s) => ({ name: s.name[lang], minutes: round(s.share * minutes), advice: s.advice[lang] }))
  const used = sections.reduce((sum, s) => sum + s.minutes, 0)
  const check = Math.max(0, minutes - used)
  return {
    sections,
    order: [SKIM[lang], t.order[lang]],
    skip_rule: interpolate(SKIP[lang], { minutes: t.skipMinutes }),
    checking: [...(check > 0 ? [interpolate(CHECK_TIME[lang], { minutes: check })] : []), CHECK_SHEET[lang], t.checking[lang]],
    day_before: [KIT[lang], LIGHT[lang], t.dayBefore[lang], SLEEP[lang]],
  }
}
