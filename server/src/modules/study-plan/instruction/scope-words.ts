import type { Family } from './when/types'

/**
 * Words that say how much of the plan an edit is about, per family, on folded text. A habit named
 * as a whole changes the series; "from next week" or "and the following ones" splits it there;
 * "everything on Thursday" is every event of a window. Chinese patterns are in Simplified script
 * (folding turns Traditional into Simplified).
 */

type Words = Record<Family, RegExp>

/** The habit as a whole: "every day", "from now on", "always", "désormais", "a diario", "以后", "每天". */
export const SERIES_WORDS: Words = {
  en: /\b(?:from\s+now\s+on|from\s+today\s+on|always|daily|everyday|every\s+(?:single\s+)?(?:day|time|morning|evening|night|week)|each\s+(?:day|time)|every\s+one|all\s+(?:of\s+)?(?:my|the)|all|every|whole\s+series)\b/,
  fr: /\b(?:desormais|dorenavant|a\s+partir\s+de\s+maintenant|a\s+l'avenir|toujours|quotidien(?:ne)?s?|(?:tous|toutes)\s+(?:les|mes)|chaque|toute\s+la\s+serie)\b/,
  es: /\b(?:a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|desde\s+ahora|siempre|diari[oa]s?|a\s+diario|todos\s+(?:los|mis)|todas\s+(?:las|mis)|cada|toda\s+la\s+serie)\b/,
  zh: /从现在起|从现在开始|从今以后|从今往后|从今天起|今后|以后|每天|每日|天天|每次|每周|每晚|每个|所有|全部|一直|都/,
}

/**
 * This occurrence and the following ones: "from next week", "starting Monday", "and the
 * following ones", "à partir de lundi", "a partir del lunes", "从下周开始", "及以后". "From now
 * on" and its translations are the whole habit (SERIES_WORDS), not a split.
 */
export const FOLLOWING_WORDS: Words = {
  en: /^\s*from\b(?!\s+(?:now|today|then)\b)(?![^,]*\b(?:to|until|till|through|thru)\b)|\bstarting\b|\bbeginning\b|\bonwards?\b|\bfrom\s+(?!now\b|today\b|then\b)\S+(?:\s+\S+)?\s+on\b|\band\s+(?:all\s+)?(?:the\s+)?(?:following|ones\s+after|next)\b/,
  fr: /\b(?:a\s+partir\s+(?:de|du|d')(?!\s*maintenant)|des\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|la\s+semaine)|et\s+(?:les|des|celles|ceux)\s+(?:suivant(?:e)?s|d'apres))\b/,
  es: /\b(?:a\s+partir\s+(?:de|del)(?!\s+ahora)|(?:^|\s)desde\s+(?:el|la|este|esta|manana|hoy)|(?<!ahora\s)en\s+adelante|y\s+(?:las|los)\s+siguientes)\b/,
  zh: /从(?!现在|今以后|今往后|今天起)[^，,。]{1,8}?(?:开始|起(?!床))|及以后|以及以后|和以后|及之后|以后的/,
}

/** Those words themselves, consumed so they never reach a title ("开始…", "starting …"). */
export const SCOPE_FILLER: Words = {
  en: /\b(?:instead|for\s+good|should\s+be|will\s+be|from\s+now\s+on|from\s+today\s+on|from\s+then\s+on|starting(?:\s+(?:from|on))?|beginning(?:\s+(?:from|on))?|onwards?|and\s+(?:all\s+)?(?:the\s+)?(?:following|next)(?:\s+ones)?|the\s+whole\s+series|(?<=^\s*)from)\b|\bon(?=\s*[,.!]|\s*$)/,
  fr: /\b(?:plutot|au\s+lieu|a\s+partir\s+(?:de\s+maintenant|de|du|d')|desormais|dorenavant|a\s+l'avenir|des(?=\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|la\s+semaine))|et\s+(?:les|des|celles|ceux)\s+(?:suivant(?:e)?s|d'apres))/,
  es: /\b(?:en\s+vez|en\s+lugar|mejor|a\s+partir\s+(?:de\s+ahora|de|del)|de\s+ahora\s+en\s+adelante|desde\s+ahora|en\s+adelante|y\s+(?:las|los)\s+siguientes|(?<=^\s*)desde)\b/,
  zh: /从现在起|从现在开始|从今以后|从今往后|从今天起|今后|及以后|以及以后|和以后|及之后|以后|开始|起(?!床)|从/,
}

/** "Everything", "tout", "todo", "所有安排": every event of the window said. */
export const EVERYTHING_WORDS: Words = {
  en: /\b(?:everything|all\s+of\s+(?:it|them)|anything|events|plans|things|stuff|activities|sessions|the\s+whole\s+(?:day|evening|morning|afternoon)|clear)\b/,
  fr: /\b(?:tout(?!es?\b)|evenements|activites|trucs|toute\s+(?:ma|la)\s+(?:journee|soiree|matinee|apres-midi)|vide[rz]?)\b/,
  es: /\b(?:todo(?!s\b)|todo\s+lo|actividades|eventos|cosas|vacia[r]?|limpia[r]?)\b/,
  zh: /所有(?:的)?(?:安排|日程|事情|活动|事)|全部(?:的)?(?:安排|日程|活动)|(?:安排|日程|事情|活动)(?:都|全部|全都)?|都|全部|清空/,
}

/** Putting an event somewhere: a move when it names an event that exists, else an add. */
export const PUT_WORDS: Words = {
  en: /\b(?:put|place|set)\b/,
  fr: /\b(?:mets|mettez|mettre|met|place[rz]?)\b/,
  es: /\b(?:pon|ponga|poner|ponlo|ponla|coloca[r]?)\b/,
  zh: /把|放到|放在|挪到|安排到/,
}

/** "a", "un", "una", "一个": a new thing, so "put a maths revision on Friday" adds one. */
export const NEW_THING_WORDS: Words = {
  en: /\b(?:a|an|another|new)\b/,
  fr: /\b(?:un|une|nouveau|nouvelle|autre)\b/,
  es: /\b(?:un|una|otro|otra|nuevo|nueva)\b/,
  zh: /一个|一节|一次|再加|新的/,
}

/** Where a put's destination starts: "put the revision at 6pm", "mets les maths de vendredi à samedi". */
export const PUT_MARKERS: Words = {
  en: /\s(?:to|on|at|for)\s/,
  fr: /\s(?:a|au|aux|pour|vers)\s/,
  es: /\s(?:a|al|para)\s/,
  zh: /(?:放|挪|安排)(?:到|在)/,
}

/** Said without a verb, a new time for an event that exists changes it: "my reading at 20:30 from now on". */
export const CHANGE_WORDS: Words = {
  en: /\b(?:from\s+now\s+on|from\s+today\s+on|instead|going\s+forward)\b/,
  fr: /\b(?:desormais|dorenavant|a\s+partir\s+de\s+maintenant|plutot|au\s+lieu)\b/,
  es: /\b(?:a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|desde\s+ahora|en\s+vez|en\s+lugar)\b/,
  zh: /以后|今后|从现在起|从现在开始|从今以后|改成|改为|改在/,
}

const EN_DAYS = 'today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun'
const FR_DAYS = "aujourd'hui|demain|hier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce\\s+soir|ce\\s+matin"
const ES_DAYS = 'hoy|manana|ayer|lunes|martes|miercoles|jueves|viernes|sabado|domingo|esta\\s+noche|esta\\s+tarde'

/**
 * A day said as the event's own ("Friday's maths", "la physique de jeudi", "las mates del
 * viernes", "周四的化学"): it says which event, not where to put it. Without these words, the day
 * in "put physics revision tomorrow at 5" or "pon la química el viernes a las 4" is the destination.
 */
export const DAY_OF_EVENT: Words = {
  en: new RegExp(`\\b(?:${EN_DAYS})'s\\b|\\b(?:of|from)\\s+(?:this\\s+|next\\s+|last\\s+)?(?:${EN_DAYS})\\b`),
  fr: new RegExp(`\\b(?:de|du|d')\\s*(?:ce\\s+)?(?:${FR_DAYS})\\b`),
  es: new RegExp(`\\b(?:de|del)\\s+(?:este\\s+|esta\\s+)?(?:${ES_DAYS})\\b`),
  zh: /(?:今天|明天|后天|昨天|今晚|明晚|[这下上]?(?:周|星期|礼拜)[一二三四五六日天]|\d+月\d+[日号])的/,
}
