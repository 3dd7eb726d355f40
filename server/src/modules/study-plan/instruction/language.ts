import type { Lang } from '@contract/common'
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './han-variants'
import { OWN_WORDS } from './lexicon'
import { fold } from './text'

/**
 * The instruction's own language decides how it is read and answered: a student with a French UI
 * may still type in Chinese. The UI language only breaks ties (e.g. "piano 18:00").
 */

const ZH_GRAMMAR = /明天|今天|后天|後天|昨天|下午|上午|晚上|早上|中午|今晚|明晚|[周週][一二三四五六日天]|星期|礼拜|禮拜|\d+[点點]|[一二两兩三四五六七八九十]+[点點]|删|刪|取消|改到|挪到|推迟|推遲|延后|延後|提前|添加|新增|把|每天|以后|以後|分钟|分鐘|小时|小時|有什么|有什麼|吗|嗎/

const SIMPLIFIED = SIMPLIFIED_ONLY
const TRADITIONAL = TRADITIONAL_ONLY

const WORDS: Record<'en' | 'fr' | 'es', string[]> = {
  en: ['the', 'every', 'each', 'tomorrow', 'today', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
    'saturday', 'sunday', 'morning', 'afternoon', 'evening', 'what', 'when', 'my', 'for', 'and', 'of', 'on', 'at', 'to',
    'delete', 'remove', 'cancel', 'move', 'add', 'hour', 'hours', 'minutes', 'until', 'week', 'next', 'this', 'do', 'am',
    'pm', 'i', 'have', 'is', 'show', 'weekday', 'study', 'times', 'free', 'practice', 'homework', 'revision', 'read'],
  fr: ['le', 'les', 'du', 'des', 'au', 'aux', 'je', "j'ai", 'est-ce', "qu'est-ce", 'demain', 'chaque', 'tous', 'toutes',
    'jours', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'matin', 'soir', 'apres-midi',
    'semaine', 'supprime', 'deplace', 'ajoute', 'fois', "jusqu'au", 'mon', 'ma', 'mes', 'une', 'et', 'cours', 'heure',
    'heures', 'pendant', 'suis-je', 'libre', 'quand', 'revision', 'bonjour', 'ca', 'va', 'prochain', 'lundis', 'mardis',
    'mercredis', 'jeudis', 'samedis', 'annule', 'efface', 'decale', 'repousse', 'montre-moi', 'planning', 'pause', 'ce', 'dans', 'anglais', 'chimie',
    'physique', 'histoire', 'biologie', 'mathematiques', 'geographie'],
  es: ['el', 'los', 'las', 'del', 'al', 'que', 'tengo', 'manana', 'cada', 'todos', 'todas', 'dias', 'hoy', 'por', 'para',
    'con', 'borra', 'mueve', 'anade', 'hasta', 'veces', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado',
    'domingo', 'tarde', 'noche', 'estoy', 'mi', 'mis', 'una', 'y', 'clase', 'hora', 'horas', 'durante', 'media', 'semana',
    'cuando', 'proximo', 'elimina', 'quita', 'cambia', 'pasa', 'retrasa', 'muestrame', 'horario', 'descanso', 'esta', 'dentro',
    'ingles', 'quimica', 'fisica', 'historia', 'biologia', 'matematicas', 'geografia'],
}
const WORD_SETS = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, new Set(v)])) as Record<'en' | 'fr' | 'es', Set<string>>

export function detectLanguage(text: string, hint: Lang): Lang {
  const han = [...text].filter((c) => /\p{Script=Han}/u.test(c))
  const latinLetters = (text.match(/\p{Script=Latin}/gu) ?? []).length
  // "明天4pm physics", "把chemistry class改到周五": Chinese days, times and verbs make a Chinese
  // sentence, whatever English words it carries; a Chinese title in an English one does not.
  if (han.length > 0 && (han.length * 2 >= latinLetters || ZH_GRAMMAR.test(text))) {
    const simplified = han.filter((c) => SIMPLIFIED.has(c)).length
    const traditional = han.filter((c) => TRADITIONAL.has(c)).length
    if (traditional > simplified) return 'zh-Hant'
    if (simplified > traditional) return 'zh-Hans'
    return hint === 'zh-Hant' ? 'zh-Hant' : 'zh-Hans'
  }
  const score = { en: languageScore(text, 'en'), fr: languageScore(text, 'fr'), es: languageScore(text, 'es') }
  const best = (['en', 'fr', 'es'] as const).reduce((a, b) => (score[b] > score[a] ? b : a), 'en' as 'en' | 'fr' | 'es')
  const tied = (['en', 'fr', 'es'] as const).filter((l) => score[l] === score[best])
  if (tied.length > 1) return tied.includes(hint as 'en') ? hint : tied.includes('en') ? 'en' : tied[0]
  return best
}

/** How much of a Latin-script text reads as one language: its own words, accents and elisions. */
export function languageScore(text: string, lang: 'en' | 'fr' | 'es'): number {
  let score = 0
  if (lang === 'es' && /[ñ¿¡]/i.test(text)) score += 3
  if (lang === 'es' && /[áíóú]/i.test(text)) score += 1
  if (lang === 'fr' && /[çèêëàâîôûœ]/i.test(text)) score += 2
  if (lang === 'fr' && /\b(?:qu|j|l|d|c)'/i.test(text)) score += 2
  for (const word of fold(text).split(/[^a-z'-]+/)) {
    if (WORD_SETS[lang].has(word)) score++
    if (OWN_WORDS[lang].has(word)) score++
  }
  return score
}
