import { CHOICE } from './choice'
import type { CourseTactics } from './types'

const CHOICE_FIRST = {
  en: 'Choice questions first (about 30 minutes), then the written questions, the ones you know best first.',
  fr: 'Le QCM d’abord (30 minutes environ), puis les questions rédigées, les mieux connues en premier.',
  es: 'Primero el test (unos 30 minutos), luego las preguntas escritas, las que mejor sabes primero.',
  'zh-Hans': '先做选择题（约30分钟），再做主观题，先做最熟悉的。',
  'zh-Hant': '先寫選擇題（約30分鐘），再寫非選擇題，先寫最熟悉的。',
}

/** History, geography, politics, and any exam without a course. */
export const HUMANITIES_COURSES: Record<number, CourseTactics> = {
  7: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      {
        share: 0.35,
        name: CHOICE,
        advice: {
          en: 'Place each event in time first: the period usually decides the answer.',
          fr: 'Situe d’abord chaque événement dans le temps : la période décide souvent de la réponse.',
          es: 'Sitúa primero cada hecho en el tiempo: la época suele decidir la respuesta.',
          'zh-Hans': '先判断时间和阶段特征，时代背景往往决定答案。',
          'zh-Hant': '先判斷時間和時代特徵，時代背景往往決定答案。',
        },
      },
      {
        share: 0.55,
        name: { en: 'Source analysis', fr: 'Analyse de documents', es: 'Análisis de fuentes', 'zh-Hans': '材料分析题', 'zh-Hant': '史料分析題' },
        advice: {
          en: 'Quote the source, then explain with what you know; one point per line.',
          fr: 'Cite le document, puis explique avec tes connaissances ; une idée par ligne.',
          es: 'Cita la fuente y luego explica con lo que sabes; una idea por línea.',
          'zh-Hans': '先摘材料原句，再结合所学分析；一条一个要点。',
          'zh-Hant': '先摘史料原句，再結合所學分析；一行一個要點。',
        },
      },
    ],
    order: CHOICE_FIRST,
    checking: {
      en: 'Check dates and names, and that each answer does what the question word asks (why, how, what impact).',
      fr: 'Vérifie dates et noms, et que chaque réponse fait ce que demande la consigne (pourquoi, comment, quelles conséquences).',
      es: 'Revisa fechas y nombres, y que cada respuesta haga lo que pide el enunciado (por qué, cómo, qué consecuencias).',
      'zh-Hans': '核对年代和人名，确认每题都回答了“原因、过程、影响”中所问的那一项。',
      'zh-Hant': '核對年代和人名，確認每題都回答了「原因、過程、影響」中所問的那一項。',
    },
    dayBefore: {
      en: 'Go over your timeline and the main causes and consequences.',
      fr: 'Revois ta frise chronologique et les grandes causes et conséquences.',
      es: 'Repasa tu línea del tiempo y las principales causas y consecuencias.',
      'zh-Hans': '过一遍时间轴和重大事件的原因与影响。',
      'zh-Hant': '過一遍年表和重大事件的原因與影響。',
    },
  },
  8: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      {
        share: 0.35,
        name: CHOICE,
        advice: {
          en: "Read the map's legend, scale and orientation before the questions.",
          fr: 'Lis la légende, l’échelle et l’orientation de la carte avant les questions.',
          es: 'Lee la leyenda, la escala y la orientación del mapa antes de las preguntas.',
          'zh-Hans': '先看图例、比例尺和方向，再读题。',
          'zh-Hant': '先看圖例、比例尺和方位，再讀題。',
        },
      },
      {
        share: 0.55,
        name: { en: 'Map and case questions', fr: 'Cartes et études de cas', es: 'Mapas y casos', 'zh-Hans': '读图综合题', 'zh-Hant': '圖表綜合題' },
        advice: {
          en: 'Answer through location, natural factors and human factors in turn.',
          fr: 'Réponds en passant par la localisation, les facteurs naturels puis humains.',
          es: 'Responde por la localización, los factores naturales y luego los humanos.',
          'zh-Hans': '按“位置—自然条件—人文条件”的顺序组织答案。',
          'zh-Hant': '依「位置—自然條件—人文條件」的順序組織答案。',
        },
      },
    ],
    order: CHOICE_FIRST,
    checking: {
      en: 'Check directions and units, and that answers point to the map.',
      fr: 'Vérifie orientations et unités, et que les réponses s’appuient sur la carte.',
      es: 'Revisa orientaciones y unidades, y que las respuestas se apoyen en el mapa.',
      'zh-Hans': '检查方向和单位，答案要结合图中信息。',
      'zh-Hant': '檢查方位和單位，答案要結合圖中資訊。',
    },
    dayBefore: {
      en: 'Review the key maps and the climate and landform patterns.',
      fr: 'Revois les cartes clés et les grands types de climats et de reliefs.',
      es: 'Repasa los mapas clave y los tipos de clima y relieve.',
      'zh-Hans': '复习重点地图以及气候、地形的分布规律。',
      'zh-Hant': '複習重點地圖以及氣候、地形的分布規律。',
    },
  },
  9: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      {
        share: 0.35,
        name: CHOICE,
        advice: {
          en: 'Find the key words and match them with the principle; cross out statements that are wrong in themselves.',
          fr: 'Repère les mots clés et relie-les au principe ; barre les affirmations fausses en elles-mêmes.',
          es: 'Busca las palabras clave y relaciónalas con el principio; tacha las afirmaciones falsas en sí mismas.',
          'zh-Hans': '抓关键词对应知识点；先排除本身说法错误的选项。',
          'zh-Hant': '抓關鍵字對應觀念；先刪去本身說法錯誤的選項。',
        },
      },
      {
        share: 0.55,
        name: { en: 'Open questions', fr: 'Questions ouvertes', es: 'Preguntas abiertas', 'zh-Hans': '主观题', 'zh-Hant': '非選擇題' },
        advice: {
          en: 'Principle, then the material, then the conclusion; use the textbook terms.',
          fr: 'Le principe, puis le document, puis la conclusion ; emploie les termes du cours.',
          es: 'El principio, luego el material y después la conclusión; usa los términos del libro.',
          'zh-Hans': '按“原理＋材料＋结论”作答；用教材术语。',
          'zh-Hant': '依「原理＋材料＋結論」作答；使用課本用語。',
        },
      },
    ],
    order: CHOICE_FIRST,
    checking: {
      en: 'Check that each open answer ties the principle to the material given.',
      fr: 'Vérifie que chaque réponse relie le principe au document fourni.',
      es: 'Comprueba que cada respuesta une el principio con el material dado.',
      'zh-Hans': '检查每道主观题是否把知识点和材料结合起来。',
      'zh-Hant': '檢查每道非選擇題是否把觀念和材料結合起來。',
    },
    dayBefore: {
      en: "Review the key concepts and this year's main current events.",
      fr: 'Revois les notions clés et les grands événements d’actualité de l’année.',
      es: 'Repasa los conceptos clave y los grandes temas de actualidad del año.',
      'zh-Hans': '复习核心概念和今年的重大时事。',
      'zh-Hant': '複習核心觀念和今年的重大時事。',
    },
  },
}

/** An exam without a course. */
export const GENERIC_TACTICS: CourseTactics = {
  typicalMinutes: 90,
  skipMinutes: 4,
  sections: [
    {
      share: 0.4,
      name: { en: 'Short and objective questions', fr: 'Questions courtes et objectives', es: 'Preguntas cortas y objetivas', 'zh-Hans': '客观题', 'zh-Hant': '選擇與簡答' },
      advice: {
        en: 'Answer quickly and mark the doubtful ones to come back to.',
        fr: 'Réponds vite et marque les douteuses pour y revenir.',
        es: 'Responde rápido y marca las dudosas para volver a ellas.',
        'zh-Hans': '快速作答，没把握的做记号回头再看。',
        'zh-Hant': '快速作答，沒把握的做記號回頭再看。',
      },
    },
    {
      share: 0.5,
      name: { en: 'Written answers', fr: 'Réponses rédigées', es: 'Respuestas escritas', 'zh-Hans': '主观题', 'zh-Hant': '非選擇題' },
      advice: {
        en: 'Plan before writing; one idea per paragraph.',
        fr: 'Fais un plan avant d’écrire ; une idée par paragraphe.',
        es: 'Planifica antes de escribir; una idea por párrafo.',
        'zh-Hans': '先想后写；一段一个要点。',
        'zh-Hant': '先想後寫；一段一個要點。',
      },
    },
  ],
  order: CHOICE_FIRST,
  checking: {
    en: 'Reread the questions you marked first.',
    fr: 'Relis d’abord les questions marquées.',
    es: 'Relee primero las preguntas marcadas.',
    'zh-Hans': '先检查做过记号的题。',
    'zh-Hant': '先檢查做過記號的題目。',
  },
  dayBefore: {
    en: 'Go over your notes and your mistake notebook.',
    fr: 'Revois tes notes et ton carnet d’erreurs.',
    es: 'Repasa tus apuntes y tu cuaderno de errores.',
    'zh-Hans': '看看笔记和错题本。',
    'zh-Hant': '看看筆記和錯題本。',
  },
}
