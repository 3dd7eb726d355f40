import type { Lang } from '@contract/common'
import { fold } from './text'

/**
 * The instruction's own language decides how it is read and answered: a student with a French UI
 * may still type in Chinese. The UI language only breaks ties (e.g. "piano 18:00").
 */

// Pairs of one character in Simplified then Traditional script, among those students type for a plan.
const PAIRS = '这這个個们們时時间間点點后後会會东東学學习習课課数數语語划劃删刪复複题題说說读讀书書么麼还還开開关關' +
  '试試练練准準备備从從与與为為样樣体體历歷单單词詞礼禮钟鐘调調换換迟遲测測术術电電脑腦节節记記录錄钢鋼门門动動' +
  '运運篮籃长長两兩几幾场場乐樂没沒机機吗嗎种種业業周週帮幫请請发發写寫'
const SIMPLIFIED = new Set([...PAIRS].filter((_, i) => i % 2 === 0))
const TRADITIONAL = new Set([...PAIRS].filter((_, i) => i % 2 === 1))

const WORDS: Record<'en' | 'fr' | 'es', string[]> = {
  en: ['the', 'every', 'each', 'tomorrow', 'today', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
    'saturday', 'sunday', 'morning', 'afternoon', 'evening', 'what', 'when', 'my', 'for', 'and', 'of', 'on', 'at', 'to',
    'delete', 'remove', 'cancel', 'move', 'add', 'hour', 'hours', 'minutes', 'until', 'week', 'next', 'this', 'do', 'am',
    'pm', 'i', 'have', 'is', 'show', 'weekday', 'study', 'times', 'free', 'practice', 'homework', 'revision', 'read'],
  fr: ['le', 'les', 'du', 'des', 'au', 'aux', 'je', "j'ai", 'est-ce', "qu'est-ce", 'demain', 'chaque', 'tous', 'toutes',
    'jours', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'matin', 'soir', 'apres-midi',
    'semaine', 'supprime', 'deplace', 'ajoute', 'fois', "jusqu'au", 'mon', 'ma', 'mes', 'une', 'et', 'cours', 'heure',
    'heures', 'pendant', 'suis-je', 'libre', 'quand', 'revision', 'bonjour', 'ca', 'va', 'prochain', 'lundis', 'mardis',
    'mercredis', 'jeudis', 'samedis', 'annule', 'efface', 'decale', 'repousse', 'montre-moi', 'planning', 'pause', 'ce'],
  es: ['el', 'los', 'las', 'del', 'al', 'que', 'tengo', 'manana', 'cada', 'todos', 'todas', 'dias', 'hoy', 'por', 'para',
    'con', 'borra', 'mueve', 'anade', 'hasta', 'veces', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado',
    'domingo', 'tarde', 'noche', 'estoy', 'mi', 'mis', 'una', 'y', 'clase', 'hora', 'horas', 'durante', 'media', 'semana',
    'cuando', 'proximo', 'elimina', 'quita', 'cambia', 'pasa', 'retrasa', 'muestrame', 'horario', 'descanso', 'esta'],
}
const WORD_SETS = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, new Set(v)])) as Record<'en' | 'fr' | 'es', Set<string>>

export function detectLanguage(text: string, hint: Lang): Lang {
  const han = [...text].filter((c) => /\p{Script=Han}/u.test(c))
  const latinLetters = (text.match(/\p{Script=Latin}/gu) ?? []).length
  if (han.length > 0 && han.length * 2 >= latinLetters) {
    const simplified = han.filter((c) => SIMPLIFIED.has(c)).length
    const traditional = han.filter((c) => TRADITIONAL.has(c)).length
    if (traditional > simplified) return 'zh-Hant'
    if (simplified > traditional) return 'zh-Hans'
    return hint === 'zh-Hant' ? 'zh-Hant' : 'zh-Hans'
  }
  const score = { en: 0, fr: 0, es: 0 }
  if (/[ñ¿¡]/i.test(text)) score.es += 3
  if (/[áíóú]/i.test(text)) score.es += 1
  if (/[çèêëàâîôûœ]/i.test(text)) score.fr += 2
  if (/\b(?:qu|j|l|d|c)'/i.test(text)) score.fr += 2
  for (const word of fold(text).split(/[^a-z'-]+/)) {
    for (const lang of ['en', 'fr', 'es'] as const) if (WORD_SETS[lang].has(word)) score[lang]++
  }
  const best = (['en', 'fr', 'es'] as const).reduce((a, b) => (score[b] > score[a] ? b : a), 'en' as 'en' | 'fr' | 'es')
  const tied = (['en', 'fr', 'es'] as const).filter((l) => score[l] === score[best])
  if (tied.length > 1) return tied.includes(hint as 'en') ? hint : tied.includes('en') ? 'en' : tied[0]
  return best
}
