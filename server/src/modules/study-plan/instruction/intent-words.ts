import type { Family } from './when/types'

/**
 * Words that carry the intent, per family, matched on folded text. Verbs are matched by stem in
 * French and Spanish so every person and mood counts ("supprime", "supprimez", "borra", "borrar").
 */

type Words = Record<Family, RegExp>

export const DELETE_WORDS: Words = {
  en: /\b(?:delete|remove|cancel|erase|drop|clear|scrap|get\s+rid\s+of|take\s+off)\b/,
  fr: /\b(?:supprim\w*|effac\w*|annul\w*|enlev\w*|retir\w*|vire[rz]?|vide[rz]?)\b/,
  es: /\b(?:borr\w*|elimin\w*|quit\w*|cancel\w*|suprim\w*|anul\w*|vacia[r]?|limpia[r]?)\b/,
  // English verbs too: mixed sentences ("delete 明天的物理") are read as Chinese.
  zh: /删除|删掉|删了|删去|删|取消掉|取消|去掉|移除|清空|不要了|\b(?:delete|remove|cancel)\b/,
}

export const MOVE_WORDS: Words = {
  en: /\b(?:move|reschedule|shift|push|postpone|delay|bring\s+forward|put\s+off|change|switch)\b/,
  fr: /\b(?:deplac\w*|decal\w*|repouss\w*|report\w*|avanc\w*|boug\w*|chang\w*|retard\w*)\b/,
  es: /\b(?:muev\w*|mover|cambi\w*|pasa(?:r|la|lo)?|aplaz\w*|pospon\w*|pospone\w*|traslad\w*|retras\w*|adelant(?!e\b)\w*|reprogram\w*|atras\w*)\b/,
  zh: /(?:改|挪|移|调|調|换|換|推|放|搬)(?:到|至|成|为|為)|放在|推迟|推遲|延后|延後|延期|提前|往后|往後|改期|顺延|順延|\b(?:move|reschedule|postpone)\b/,
}

/** Direction words of a move, never part of what is moved ("push reading back", "一小时后往后推"). */
export const MOVE_FILLER: Words = {
  en: /\b(?:back|forward|later|earlier|up)\b/,
  fr: /\b(?:plus\s+tard|plus\s+tot|en\s+arriere)\b/,
  es: /\b(?:mas\s+tarde|mas\s+temprano|hacia\s+atras|atras)\b/,
  zh: /往后推|往前推|往后|往前|推后|推/,
}

/** Where the destination of a move starts: the first of these after the move verb. */
export const MOVE_MARKERS: Words = {
  en: /\s(?:to|for|until|till)\s|\s?(?:->|→)\s?/,
  fr: /\s(?:a|au|aux|pour|vers|jusqu'a)\s|\s?(?:->|→)\s?/,
  es: /\s(?:al|a|para|hasta)\s|\s?(?:->|→)\s?/,
  zh: /(?:改|挪|移|调|調|换|換|推|放|搬|延)(?:到|至|成|为|為|在)|推迟到|推遲到|延后到|延後到|提前到|(?<![点點时時])到|→/,
}

/** A shift backward ("bring forward", "提前半小时"); a shift forward is the default. */
export const EARLIER_WORDS: Words = {
  en: /\b(?:bring\s+forward|earlier|advance)\b/,
  fr: /\b(?:avanc\w*|plus\s+tot)\b/,
  es: /\b(?:adelant(?!e\b)\w*|mas\s+temprano)\b/,
  zh: /提前|往前|早/,
}

/** A question about the plan (answered, never changed). */
export const QUESTION_WORDS: Words = {
  en: /\?|\b(?:what|what's|whats|when|which|how\s+many|am\s+i|do\s+i|is\s+there|are\s+there|have\s+i|anything)\b/,
  fr: /\?|\b(?:qu'est-ce|quoi|quand|quel(?:le)?s?|ai-je|est-ce\s+que|suis-je|y\s+a-t-il|combien)\b/,
  es: /[?¿]|\b(?:cuando|cual(?:es)?|cuantos?|cuantas?|estoy\s+libre|tengo\s+algo|que\s+tengo|que\s+hay)\b/,
  zh: /\?|什么|什麼|啥|哪些|哪天|几点|幾點|多少|吗|嗎|有没有|有沒有|是否|有空|干嘛|幹嘛/,
}
/** Asking to see the plan. */
export const LIST_WORDS: Words = {
  en: /\b(?:show|list|display|see|view|check|give\s+me|tell\s+me)\b/,
  fr: /\b(?:montre\w*|affiche\w*|liste\w*|voir|dis-moi|donne-moi)\b/,
  es: /\b(?:muestra\w*|ensena\w*|lista\w*|ver|dime|dame)\b/,
  zh: /看看|查看|列出|显示|顯示|看一下|给我看|給我看|告诉我|告訴我/,
}
/** Words of a question that say nothing about which events it is about. */
export const ASK_FILLER: Words = {
  en: /\b(?:is|are|was|do|does|did|have|has|there|any|anything|time|i|what|when|which|whats|what's|when's)\b/,
  fr: /\b(?:est|sont|ai|as|il|y|a-t-il|heure|quelle|quel|que|qu'|j'ai|je|suis|prochaine?|le|la|les)\b/,
  es: /\b(?:es|son|hay|tengo|hora|que|cual|proxim[oa]|a)\b/,
  zh: /是什么时候|是什麼時候|什么时候|什麼時候|几点|幾點|有没有|有沒有|什么|什麼|吗|嗎|呢|下次|下一次|是/,
}

/** Questions that want a time or a yes/no, not a list: they filter or point at one event. */
export const WHEN_WORDS: Words = {
  en: /\b(?:when|what\s+time|how\s+many)\b/,
  fr: /\b(?:quand|a\s+quelle\s+heure|combien)\b/,
  es: /\b(?:cuando|a\s+que\s+hora|cuant[oa]s)\b/,
  zh: /什么时候|什麼時候|几点|幾點|哪天|多少/,
}
export const FREE_WORDS: Words = {
  en: /\b(?:free|busy|available)\b/,
  fr: /\b(?:libre|occupee?|disponible)\b/,
  es: /\b(?:libre|ocupad[oa]|disponible)\b/,
  zh: /有空|空闲|空閒|没事|沒事|忙/,
}

/** "all", "every": a delete or move of the whole series, or of every matching event. */
export const ALL_WORDS: Words = {
  en: /\b(?:all|every|everything|each|whole|entire)\b/,
  fr: /\b(?:tous|toutes|tout|chaque|serie)\b/,
  es: /\b(?:todos|todas|todo|cada|serie)\b/,
  zh: /所有|全部|每|整个|整個|都/,
}

/** "book" is a verb ("book a room"), but a noun after a determiner or a number ("read a book", "the book report"). */
const BOOK_VERB = "(?<!\\b(?:a|an|the|my|your|his|her|this|that|our|their|one|\\d+)\\s+)book"

/** An explicit request to add, even phrased as a question ("can you add maths tomorrow?"). */
export const STRONG_ADD_WORDS: Words = {
  en: new RegExp(`\\b(?:add|create|${BOOK_VERB}|put\\s+in)\\b`),
  fr: /\b(?:ajout\w*|rajout\w*|planifi\w*|programm\w*|cree[rz]?)\b/,
  es: /\b(?:anad\w*|agreg\w*|programa\w*|crea\w*|agenda\w*|apunta\w*)\b/,
  zh: /添加|新增|加上|新建|创建|建立|帮我安排|幫我安排/,
}

export const ADD_WORDS: Words = {
  en: new RegExp(`\\b(?:add(?:\\s+(?:it|them)\\b)?|schedule|plan|create|${BOOK_VERB}|put|set\\s+up|remind\\s+me\\s+to|i\\s+(?:have|need)\\s+to|i\\s+have|i\\s+want\\s+to)\\b`),
  fr: /\b(?:ajout\w*|planifi\w*|programm\w*|mets|mettre|met|prevoi[rst]|cree[rz]?|rajout\w*|j'ai|je\s+dois|rappelle-moi\s+de)\b/,
  es: /\b(?:anad\w*|agreg\w*|pon|poner|programa\w*|crea\w*|planifica\w*|agenda\w*|apunta\w*|tengo\s+que|tengo|recuerdame)\b/,
  // "加在周五": add it on Friday (参加 / 增加 / 更加 are other words).
  zh: /添加|新增|加上|加个|加個|(?<![参參增更])加(?=在|到)|安排|新建|创建|建立|提醒我|记得|記得|帮我|幫我|我要|我想|我得|请|請/,
}

/** Filler that never belongs to a title. */
export const FILLER_WORDS: Words = {
  // "I'm going to revise", "I do an hour of…", "je vais réviser", "voy a repasar": the student speaking, not the event.
  en: /\b(?:please|can\s+you|could\s+you|for\s+me|i\s+want\s+to|i'd\s+like\s+to|i\s+need\s+to|i\s+should|i(?:'m|\s+am)\s+(?:going\s+to|gonna)|i'll|i\s+will|i\s+(?:do|have\s+to|must)|my|i|me)\b/,
  fr: /\b(?:s'il\s+te\s+plait|s'il\s+vous\s+plait|peux-tu|pourrais-tu|stp|svp|je\s+veux|je\s+voudrais|j'aimerais|je\s+dois|il\s+faut\s+que\s+je|je\s+(?:vais|fais|ferai)|moi|mon|ma|mes|je)\b/,
  es: /\b(?:por\s+favor|puedes|podrias|quiero|quisiera|necesito|debo|voy\s+a|vamos\s+a|hago|tengo\s+que|mi|mis|me)\b/,
  zh: /一下|给我|給我|我的|我/,
}

/** Small words trimmed from the ends of a title and ignored when matching titles. */
export const STOP_WORDS: Record<Family, Set<string>> = {
  en: new Set(['a', 'an', 'the', 'on', 'at', 'in', 'for', 'to', 'and', 'of', 'my', 'some', 'with', 'from', 'by']),
  fr: new Set(['un', 'une', 'le', 'la', 'les', "l'", 'de', 'du', 'des', "d'", 'a', 'au', 'aux', 'pour', 'et', 'en', 'mon', 'ma', 'mes', 'ce', 'cet', 'cette']),
  es: new Set(['un', 'una', 'el', 'la', 'los', 'las', 'de', 'del', 'a', 'al', 'para', 'por', 'y', 'en', 'mi', 'mis', 'este', 'esta']),
  zh: new Set(['的', '在', '把', '我', '要', '去', '和', '与', '與', '了', '个', '個', '有', '是', '那', '这', '這', '那个', '这个', '這個', '那個', '将', '將',
    // "一下午都复习数学", "一下课就去游泳", "8点再复习物理": adverbs left at a title's edge once the time is read.
    '都', '就', '再']),
}

/** Words naming "an event" in general: they say nothing about which one. */
export const GENERIC_WORDS = new Set([
  'all', 'everything', 'every', 'each', 'whole', 'entire', 'tous', 'toutes', 'tout', 'chaque', 'todos', 'todas', 'todo', 'cada',
  '所有', '全部', '整个', '整個',
  'event', 'events', 'session', 'sessions', 'thing', 'things', 'plan', 'schedule', 'one', 'lesson', 'lessons',
  'evenement', 'evenements', 'seance', 'seances', 'truc', 'planning', 'emploi', 'temps',
  'evento', 'eventos', 'sesion', 'sesiones', 'cosa', 'cosas', 'horario', 'plan',
  '日程', '安排', '计划', '計劃', '活动', '活動', '事', '事情',
])
