import { parseInstruction } from '../parse-instruction'
import { RESOURCES } from '../../../../i18n/locales'
import { fold } from '../text'
import { familyOf, type Family } from '../when/types'
import { contextFor, type Row } from './fixture'
import { uiLangOf } from './table-check'
import { EN } from './table-en'
import { ES } from './table-es'
import { FR } from './table-fr'
import { HELD_OUT } from './table-held-out'
import { MORE_TABLE } from './table-more'
import { ZH_HANS } from './table-zh-hans'
import { ZH_HANT } from './table-zh-hant'
import { SPOKEN_HELD_OUT } from './table-spoken-held-out'
import { SPOKEN_LATIN } from './table-spoken-latin'
import { SPOKEN_ZH } from './table-spoken-zh'
import { SPOKEN_OPEN } from './table-spoken-open'
import { EVERYDAY_WORDS } from './table-everyday-words'
import { MISREADS } from './table-misreads'
import { CARRIED, SHARED_TIME, TWO_ADDS } from './table-two-adds'
import { COUNTED } from '../when/count-nouns'

/**
 * Words of time and of the instruction's verbs, per language (folded: lower case, no accents,
 * Chinese in Simplified script). None may end up in a title the parser makes, nor inside the
 * quotes of a reply ("找不到「除的…」", "Add “Piano every”", a title beginning "开始…").
 */
// "for" is a length ("for an hour") but not in what a study block is for ("Revise for the test").
const LEAKS: Record<Family, RegExp> = {
  en: /\b(?:today|tomorrow|tonight|yesterday|morning|afternoon|evening|night|noon|midnight|minutes?|mins?|hours?|hrs?|half|quarter|past|o'clock|am|pm|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|weekdays?|every|daily|next|until|times|now|starting|onwards?|add|schedule|move|reschedule|push|postpone|delete|remove|cancel|put|later|earlier|back|from|in|at|by|for(?!\s+(?:the|my|this|next|our)\b))\b|\d/,
  fr: /\b(?:aujourd'hui|demain|apres-demain|hier|matin|soir|soiree|apres-midi|nuit|midi|minutes?|heures?|demi-heure|quart|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine|chaque|tous|toutes|jusqu'\w+|dans|pendant|partir|desormais|ajoute|deplace|decale|repousse|supprime|annule|efface|mets|rappelle-moi|moins|demie|a|de)$|^(?:a|de|d'|dans|pendant)\b|\d/,
  es: /\b(?:hoy|manana|ayer|tarde|noche|minutos?|horas?|media|cuarto|lunes|martes|miercoles|jueves|viernes|sabado|domingo|semana|cada|todos|todas|hasta|dentro|durante|partir|ahora|anade|mueve|cambia|pasa|borra|elimina|cancela|pon|retrasa|recuerdame|menos|punto|hago|voy)\b|\d/,
  zh: /今天|明天|后天|昨天|今晚|明晚|上午|下午|晚上|早上|中午|凌晨|分钟|小时|钟头|一刻|每天|每周|周[一二三四五六日天]|星期|礼拜|以后|之后|开始|删|取消|改到|挪到|推迟|延后|提前|放到|放在|添加|新增|提醒|持续|坚持|为期|差一刻|[零一二两三四五六七八九十\d]+[点时](?![儿点])|^除|^过|[,，][^,，]{0,2}$/,
}

const QUOTED = /“([^”]*)”|«\s?([^»]*?)\s?»|「([^」]*)」/g
const quotedIn = (text: string) => [...text.matchAll(QUOTED)].map((m) => m[1] ?? m[2] ?? m[3])
/** Examples the replies quote on purpose ("e.g. “tomorrow 7pm”"): written by us, not taken from the instruction. */
const EXAMPLES = new Set(Object.values(RESOURCES).flatMap((texts) => Object.values(texts.plan.replies as Record<string, string>).flatMap(quotedIn)).filter((q) => !q.includes('{')))

function leaksOf(text: string, family: Family): string[] {
  // A number of things ("Read 3 to 5 pages", "背10个单字") belongs to the title; a digit anywhere else is a time.
  const folded = fold(text).replace(COUNTED[family], ' ')
  const found: string[] = []
  for (const f of new Set<Family>([family, 'zh'])) {
    const m = LEAKS[f].exec(folded)
    if (m) found.push(m[0])
  }
  return found
}

const ROWS: Row[] = [...EN, ...FR, ...ES, ...ZH_HANS, ...ZH_HANT, ...HELD_OUT, ...MORE_TABLE, ...SPOKEN_LATIN, ...SPOKEN_ZH, ...SPOKEN_HELD_OUT, ...SPOKEN_OPEN, ...EVERYDAY_WORDS, ...MISREADS, ...TWO_ADDS, ...SHARED_TIME, ...CARRIED]

describe('titles and replies keep no verb or time word of the instruction', () => {
  it.each(['Asia/Shanghai', 'America/Mexico_City'])('over every table row (%s)', (zone) => {
    const dirty: string[] = []
    for (const row of ROWS) {
      const result = parseInstruction(row.text, contextFor(zone, uiLangOf(row)))
      const family = familyOf(row.lang)
      const titles = result.operations.flatMap((op) => (op.op === 'create' ? [op.event.title] : op.op === 'update' && op.patch.title ? [op.patch.title] : []))
      // A question back quotes what was said on purpose ("There is no April 31").
      const quoted = row.clarify ? [] : quotedIn(result.reply).filter((q) => !EXAMPLES.has(q))
      for (const text of [...titles, ...quoted]) {
        const leaks = leaksOf(text, family)
        if (leaks.length) dirty.push(`${row.text} → “${text}” (${leaks.join(', ')})`)
      }
    }
    expect(dirty).toEqual([])
  })

  it('finds the leaks it is meant to find', () => {
    expect(leaksOf('除的物理', 'zh')).not.toEqual([])
    expect(leaksOf('开始练习听力', 'zh')).not.toEqual([])
    expect(leaksOf('English vocabulary in a quarter', 'en')).not.toEqual([])
    expect(leaksOf('Piano every', 'en')).not.toEqual([])
    expect(leaksOf('Lecture pendant une demie-heure', 'fr')).not.toEqual([])
    expect(leaksOf('Examen de historia dentro', 'es')).not.toEqual([])
    expect(leaksOf('Physics revision', 'en')).toEqual([])
    expect(leaksOf("Révision d'anglais", 'fr')).toEqual([])
    expect(leaksOf('数学复习', 'zh')).toEqual([])
    expect(leaksOf('Read 3 to 5 pages of history', 'en')).toEqual([])
    expect(leaksOf('Quiz at 3', 'en')).not.toEqual([])
  })
})
