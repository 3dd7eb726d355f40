import type { Localized } from '../../../i18n'

/**
 * What the server itself says about a model's work: what a preview will do, and why nothing was
 * changed. The model's own words are never shown as a statement of what happened.
 */
export const ASSISTANT_TEXTS = {
  /** The head of a preview's summary; the lines below it list the changes. */
  preview: {
    en: 'Here is what will change once you confirm (nothing has changed yet):',
    fr: 'Voici ce qui changera quand tu confirmeras (rien n’a encore changé) :',
    es: 'Esto es lo que cambiará cuando lo confirmes (todavía no ha cambiado nada):',
    'zh-Hans': '确认后将做以下修改（目前还没有任何改动）：',
    'zh-Hant': '確認後將做以下修改（目前還沒有任何改動）：',
  },
  added: { en: 'Add {list}.', fr: 'Ajouter {list}.', es: 'Añadir {list}.', 'zh-Hans': '添加{list}。', 'zh-Hant': '新增{list}。' },
  changed: { en: 'Change {list}.', fr: 'Modifier {list}.', es: 'Cambiar {list}.', 'zh-Hans': '修改{list}。', 'zh-Hant': '修改{list}。' },
  removed: { en: 'Delete {list}.', fr: 'Supprimer {list}.', es: 'Borrar {list}.', 'zh-Hans': '删除{list}。', 'zh-Hant': '刪除{list}。' },
  /** One changed event: before → after. */
  change: { en: '{title} ({from} → {to})', fr: '{title} ({from} → {to})', es: '{title} ({from} → {to})', 'zh-Hans': '{title}（{from} → {to}）', 'zh-Hant': '{title}（{from} → {to}）' },
  repeating: { en: 'every occurrence', fr: 'toutes les occurrences', es: 'todas las repeticiones', 'zh-Hans': '所有重复', 'zh-Hant': '所有重複' },
  following: { en: 'this one and the following', fr: 'celle-ci et les suivantes', es: 'esta y las siguientes', 'zh-Hans': '本次及以后', 'zh-Hant': '本次及以後' },
  more: { en: 'and {n} more', fr: 'et {n} de plus', es: 'y {n} más', 'zh-Hans': '等另外{n}项', 'zh-Hant': '等另外{n}項' },
  /** Appended when the model also asked for changes that were refused. */
  partly: {
    en: 'Some of what the assistant tried was left out: {why}',
    fr: 'Une partie de ce que l’assistant a tenté a été écartée : {why}',
    es: 'Parte de lo que intentó el asistente se ha descartado: {why}',
    'zh-Hans': '助手尝试的部分操作未被采纳：{why}',
    'zh-Hant': '助理嘗試的部分操作未被採納：{why}',
  },
  whyQuestion: {
    en: 'changes you did not ask for',
    fr: 'des modifications que tu n’as pas demandées',
    es: 'cambios que no pediste',
    'zh-Hans': '你没有要求的修改',
    'zh-Hant': '你沒有要求的修改',
  },
  whyDeletes: {
    en: 'deleting more than {few} events needs you to say “delete”',
    fr: 'supprimer plus de {few} événements demande que tu le dises',
    es: 'borrar más de {few} eventos requiere que lo digas',
    'zh-Hans': '删除超过{few}项需要你明确说“删除”',
    'zh-Hant': '刪除超過{few}項需要你明確說「刪除」',
  },
  whyDates: {
    en: 'dates outside {from} – {to}',
    fr: 'des dates hors de la période du {from} au {to}',
    es: 'fechas fuera del periodo del {from} al {to}',
    'zh-Hans': '{from}至{to}以外的日期',
    'zh-Hant': '{from}至{to}以外的日期',
  },
  whyMany: { en: 'more than {max} changes', fr: 'plus de {max} modifications', es: 'más de {max} cambios', 'zh-Hans': '超过{max}项的修改', 'zh-Hant': '超過{max}項的修改' },
  question: {
    en: 'I read your message as a question, so your plan was not changed. To change it, say what to add, move or delete.',
    fr: 'J’ai lu ton message comme une question : ton planning n’a pas été modifié. Pour le modifier, dis ce qu’il faut ajouter, déplacer ou supprimer.',
    es: 'He entendido tu mensaje como una pregunta, así que tu plan no ha cambiado. Para cambiarlo, di qué hay que añadir, mover o borrar.',
    'zh-Hans': '我把你的消息理解为提问，所以没有修改计划。如需修改，请说明要添加、调整还是删除什么。',
    'zh-Hant': '我把你的訊息理解為提問，所以沒有修改計畫。如需修改，請說明要新增、調整還是刪除什麼。',
  },
  deleteWords: {
    en: 'Deleting more than {few} events, or a whole repeating event, needs you to say so, e.g. “delete all my events on Friday”. Nothing was deleted.',
    fr: 'Pour supprimer plus de {few} événements, ou toute une série, dis-le explicitement, par ex. « supprime tout vendredi ». Rien n’a été supprimé.',
    es: 'Para borrar más de {few} eventos, o toda una serie, dilo claramente, p. ej. «borra todo lo del viernes». No se ha borrado nada.',
    'zh-Hans': '要删除超过{few}项安排或整个重复日程，请明确说出来，例如“删除周五的所有安排”。目前没有删除任何内容。',
    'zh-Hant': '要刪除超過{few}項安排或整個重複行程，請明確說出來，例如「刪除週五的所有安排」。目前沒有刪除任何內容。',
  },
  dates: {
    en: 'Your plan holds dates from {from} to {to}, and that date is outside. Which date did you mean?',
    fr: 'Ton planning contient les dates du {from} au {to}, et cette date en sort. Quelle date voulais-tu dire ?',
    es: 'Tu plan admite fechas del {from} al {to}, y esa fecha queda fuera. ¿Qué fecha querías decir?',
    'zh-Hans': '计划只能安排{from}至{to}之间的日期，这个日期超出了范围。你指的是哪一天？',
    'zh-Hant': '計畫只能安排{from}至{to}之間的日期，這個日期超出了範圍。你指的是哪一天？',
  },
  narrow: {
    en: 'That is more than {max} changes at once. Please narrow the request, for example one day, one week or one subject at a time.',
    fr: 'Cela fait plus de {max} modifications à la fois. Précise la demande, par exemple un jour, une semaine ou une matière à la fois.',
    es: 'Son más de {max} cambios a la vez. Acota la petición, por ejemplo un día, una semana o una asignatura cada vez.',
    'zh-Hans': '一次超过{max}项修改。请缩小范围，例如一次只改一天、一周或一门科目。',
    'zh-Hant': '一次超過{max}項修改。請縮小範圍，例如一次只改一天、一週或一門科目。',
  },
  /** After a model's words when nothing is previewed: whatever it claimed, nothing happened. */
  unchanged: {
    en: 'Your plan has not been changed.',
    fr: 'Ton planning n’a pas été modifié.',
    es: 'Tu plan no ha cambiado.',
    'zh-Hans': '你的计划没有任何改动。',
    'zh-Hant': '你的計畫沒有任何改動。',
  },
  silent: {
    en: 'I could not find an answer in your plan.',
    fr: "Je n'ai pas trouvé de réponse dans ton planning.",
    es: 'No encontré una respuesta en tu plan.',
    'zh-Hans': '在你的计划里没有找到答案。',
    'zh-Hant': '在你的計畫裡沒有找到答案。',
  },
} satisfies Record<string, Localized>
