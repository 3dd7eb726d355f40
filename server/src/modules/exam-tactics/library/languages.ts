import type { CourseTactics } from './types'

/** Chinese (语文) and English: papers with reading and writing. */
export const LANGUAGE_COURSES: Record<number, CourseTactics> = {
  1: {
    typicalMinutes: 150,
    skipMinutes: 3,
    sections: [
      {
        share: 0.12,
        name: { en: 'Language basics', fr: 'Bases de la langue', es: 'Fundamentos de la lengua', 'zh-Hans': '基础知识与语言运用', 'zh-Hant': '語文基礎與應用' },
        advice: {
          en: 'Characters, words and idioms: answer on first instinct, about a minute each.',
          fr: 'Caractères, mots et expressions : réponds à la première intuition, environ une minute chacun.',
          es: 'Caracteres, palabras y modismos: responde por intuición, un minuto cada uno más o menos.',
          'zh-Hans': '字音字形、词语、病句：凭第一感觉作答，每题约1分钟，不要纠缠。',
          'zh-Hant': '字音字形、詞語、病句：憑第一直覺作答，每題約1分鐘，不要糾纏。',
        },
      },
      {
        share: 0.25,
        name: { en: 'Modern text reading', fr: 'Lecture de textes modernes', es: 'Lectura de textos modernos', 'zh-Hans': '现代文阅读', 'zh-Hant': '現代文閱讀' },
        advice: {
          en: "Read the questions first, then the text; answer with a point plus evidence from the text, in the text's own words.",
          fr: 'Lis les questions avant le texte ; réponds par une idée et une preuve tirée du texte, avec ses mots.',
          es: 'Lee primero las preguntas y luego el texto; responde con una idea y una prueba del texto, con sus palabras.',
          'zh-Hans': '先看题再读文章；答题用“观点＋文中依据”，尽量用原文词句。',
          'zh-Hant': '先看題再讀文章；作答用「觀點＋文中依據」，盡量引用原文詞句。',
        },
      },
      {
        share: 0.18,
        name: { en: 'Classical prose and poetry', fr: 'Textes classiques et poésie', es: 'Prosa clásica y poesía', 'zh-Hans': '古诗文阅读', 'zh-Hant': '古詩文閱讀' },
        advice: {
          en: 'Translate key words one by one; for a poem, name the image, the feeling and the technique.',
          fr: 'Traduis les mots clés un à un ; pour un poème, nomme l’image, le sentiment et le procédé.',
          es: 'Traduce las palabras clave una a una; en un poema, nombra la imagen, el sentimiento y el recurso.',
          'zh-Hans': '文言翻译字字落实；诗歌鉴赏答出意象、情感和手法。',
          'zh-Hant': '文言翻譯字字落實；詩歌賞析答出意象、情感和手法。',
        },
      },
      {
        share: 0.35,
        name: { en: 'Essay', fr: 'Rédaction', es: 'Redacción', 'zh-Hans': '作文', 'zh-Hant': '作文（國寫）' },
        advice: {
          en: 'Five minutes on an outline; a clear title, a point per paragraph and a strong ending.',
          fr: 'Cinq minutes pour le plan ; un titre clair, une idée par paragraphe et une conclusion forte.',
          es: 'Cinco minutos para el esquema; un título claro, una idea por párrafo y un buen cierre.',
          'zh-Hans': '用5分钟列提纲；标题醒目，每段一个中心，结尾有力。',
          'zh-Hant': '用5分鐘列大綱；標題醒目，每段一個重點，結尾有力。',
        },
      },
    ],
    order: {
      en: 'Read the essay prompt at the very start so ideas come while you do the rest; start the essay at least 55 minutes before the end.',
      fr: 'Lis le sujet de rédaction dès le début pour que les idées viennent pendant le reste ; commence la rédaction au moins 55 minutes avant la fin.',
      es: 'Lee el tema de la redacción al principio para que surjan ideas mientras haces lo demás; empieza a escribirla al menos 55 minutos antes del final.',
      'zh-Hans': '开考先看作文题，让思路在做前面题时慢慢成形；最晚在结束前55分钟开始写作文。',
      'zh-Hant': '開考先看作文題，讓思路在寫前面題目時慢慢成形；最晚在結束前55分鐘開始寫作文。',
    },
    checking: {
      en: 'Check every character you were unsure of, and that the essay reaches the word count.',
      fr: 'Vérifie chaque caractère douteux et que la rédaction atteint le nombre de mots demandé.',
      es: 'Revisa cada carácter dudoso y que la redacción llegue al número de palabras pedido.',
      'zh-Hans': '检查没把握的字词，确认作文字数达标。',
      'zh-Hant': '檢查沒把握的字詞，確認作文字數達標。',
    },
    dayBefore: {
      en: 'Reread your best essay openings and the classical texts you must recite.',
      fr: 'Relis tes meilleures introductions et les textes classiques à réciter.',
      es: 'Relee tus mejores comienzos de redacción y los textos clásicos que debes recitar.',
      'zh-Hans': '翻一翻自己最好的作文开头，再过一遍必背古诗文。',
      'zh-Hant': '翻一翻自己最好的作文開頭，再過一遍必背古詩文。',
    },
  },
  3: {
    typicalMinutes: 120,
    skipMinutes: 2,
    sections: [
      {
        share: 0.17,
        name: { en: 'Listening', fr: 'Compréhension orale', es: 'Comprensión auditiva', 'zh-Hans': '听力', 'zh-Hant': '聽力' },
        advice: {
          en: 'Read the questions before each recording and note key words; let a missed answer go.',
          fr: 'Lis les questions avant chaque écoute et note les mots clés ; laisse filer une réponse manquée.',
          es: 'Lee las preguntas antes de cada audio y anota palabras clave; si se te escapa una, sigue.',
          'zh-Hans': '每段录音前先读题、圈关键词；漏听的题果断放下。',
          'zh-Hant': '每段錄音前先讀題、圈關鍵字；漏聽的題目果斷放下。',
        },
      },
      {
        share: 0.33,
        name: { en: 'Reading comprehension', fr: 'Compréhension écrite', es: 'Comprensión lectora', 'zh-Hans': '阅读理解', 'zh-Hant': '閱讀測驗' },
        advice: {
          en: 'Questions first, then find each answer in the text; the right option usually paraphrases it.',
          fr: 'Les questions d’abord, puis cherche chaque réponse dans le texte ; la bonne option le reformule souvent.',
          es: 'Primero las preguntas, luego busca cada respuesta en el texto; la opción correcta suele parafrasearlo.',
          'zh-Hans': '先看题干再回原文定位；正确选项往往是原文的同义改写。',
          'zh-Hant': '先看題幹再回原文定位；正確選項往往是原文的換句話說。',
        },
      },
      {
        share: 0.15,
        name: { en: 'Cloze and grammar', fr: 'Texte à trous et grammaire', es: 'Texto con huecos y gramática', 'zh-Hans': '完形填空与语法', 'zh-Hant': '克漏字與文法' },
        advice: {
          en: 'Read the whole passage first; decide by context, collocation and tense.',
          fr: 'Lis tout le texte d’abord ; décide par le contexte, les collocations et les temps.',
          es: 'Lee todo el texto primero; decide por el contexto, las colocaciones y los tiempos verbales.',
          'zh-Hans': '先通读全文；根据上下文、固定搭配和时态选择。',
          'zh-Hant': '先通讀全文；依上下文、固定搭配和時態作答。',
        },
      },
      {
        share: 0.25,
        name: { en: 'Writing', fr: 'Expression écrite', es: 'Expresión escrita', 'zh-Hans': '书面表达', 'zh-Hant': '英文作文' },
        advice: {
          en: 'Outline in three minutes; clear paragraphs, linking words, structures you are sure of; neat handwriting.',
          fr: 'Plan en trois minutes ; paragraphes clairs, connecteurs, structures que tu maîtrises ; écriture soignée.',
          es: 'Esquema en tres minutos; párrafos claros, conectores, estructuras que dominas; letra clara.',
          'zh-Hans': '3分钟列要点；分段清晰，用好连接词，只用有把握的句型，书写工整。',
          'zh-Hant': '3分鐘列要點；分段清楚，善用連接詞，只用有把握的句型，字跡工整。',
        },
      },
    ],
    order: {
      en: 'Listening comes first; then reading, cloze and grammar; keep at least 30 minutes for the writing.',
      fr: 'L’écoute vient d’abord ; puis la lecture, le texte à trous et la grammaire ; garde au moins 30 minutes pour l’expression écrite.',
      es: 'Primero la comprensión auditiva; luego lectura, huecos y gramática; reserva al menos 30 minutos para la redacción.',
      'zh-Hans': '先听力，再阅读、完形和语法；至少留30分钟给书面表达。',
      'zh-Hant': '先聽力，再閱讀、克漏字和文法；至少留30分鐘給英文作文。',
    },
    checking: {
      en: 'Check tenses, subject-verb agreement and spelling in your writing, and copy every answer onto the answer sheet.',
      fr: 'Vérifie les temps, les accords et l’orthographe de ton texte, et reporte toutes les réponses sur la feuille.',
      es: 'Revisa tiempos, concordancia y ortografía en tu redacción, y pasa todas las respuestas a la hoja.',
      'zh-Hans': '检查作文的时态、主谓一致和拼写，并把所有答案填涂到答题卡上。',
      'zh-Hant': '檢查作文的時態、主詞動詞一致和拼字，並把所有答案劃記到答案卡上。',
    },
    dayBefore: {
      en: 'Listen to English for 20 minutes and reread useful phrases and a model essay.',
      fr: 'Écoute de l’anglais 20 minutes et relis des expressions utiles et un texte modèle.',
      es: 'Escucha inglés 20 minutos y relee expresiones útiles y una redacción modelo.',
      'zh-Hans': '听20分钟英语，再看看常用表达和一篇范文。',
      'zh-Hant': '聽20分鐘英文，再看看常用句型和一篇範文。',
    },
  },
}
