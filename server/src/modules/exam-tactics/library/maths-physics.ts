import { CHOICE } from './choice'
import type { CourseTactics } from './types'

/** Mathematics and physics. */
export const MATHS_PHYSICS_COURSES: Record<number, CourseTactics> = {
  2: {
    typicalMinutes: 120,
    skipMinutes: 6,
    sections: [
      {
        share: 0.25,
        name: CHOICE,
        advice: {
          en: 'About two minutes each: try special values, elimination and a quick sketch; mark doubtful ones and move on.',
          fr: 'Environ deux minutes chacune : valeurs particulières, élimination, petit schéma ; marque les douteuses et avance.',
          es: 'Unos dos minutos cada una: valores particulares, descarte y un dibujo rápido; marca las dudosas y sigue.',
          'zh-Hans': '每题约2分钟：善用特殊值、排除法和画图；没把握的做记号先跳过。',
          'zh-Hant': '每題約2分鐘：善用特殊值、刪去法和畫圖；沒把握的做記號先跳過。',
        },
      },
      {
        share: 0.15,
        name: { en: 'Fill in the blanks', fr: 'Réponses courtes', es: 'Completar huecos', 'zh-Hans': '填空题', 'zh-Hant': '填充題' },
        advice: {
          en: 'Give the answer in its simplest form; check ranges and units.',
          fr: 'Donne la réponse sous sa forme la plus simple ; vérifie domaines et unités.',
          es: 'Da la respuesta en su forma más simple; comprueba intervalos y unidades.',
          'zh-Hans': '结果化到最简；注意取值范围和单位。',
          'zh-Hant': '結果化到最簡；注意範圍和單位。',
        },
      },
      {
        share: 0.5,
        name: { en: 'Problem solving', fr: 'Problèmes', es: 'Problemas', 'zh-Hans': '解答题', 'zh-Hant': '非選擇題' },
        advice: {
          en: 'Write every step: partial credit counts. Do the first parts of the last, hardest problems even if you cannot finish them.',
          fr: 'Écris chaque étape : les points partiels comptent. Fais les premières questions des derniers problèmes, même sans finir.',
          es: 'Escribe cada paso: los puntos parciales cuentan. Haz los primeros apartados de los últimos problemas aunque no los termines.',
          'zh-Hans': '步骤写全，步骤分也是分；最后两道难题至少把第一问做了。',
          'zh-Hant': '步驟寫完整，部分分數也是分數；最後兩題難題至少把第一小題做完。',
        },
      },
    ],
    order: {
      en: 'Finish the choice and fill-in questions in about 45 minutes, then the long problems in order; leave the last part of the final two for the end.',
      fr: 'Finis QCM et réponses courtes en 45 minutes environ, puis les problèmes dans l’ordre ; garde la dernière question des deux derniers pour la fin.',
      es: 'Termina el test y los huecos en unos 45 minutos, luego los problemas en orden; deja el último apartado de los dos últimos para el final.',
      'zh-Hans': '选择、填空控制在45分钟左右，再按顺序做解答题；最后两题的压轴问留到最后。',
      'zh-Hant': '選擇、填充控制在45分鐘左右，再依序寫非選擇題；最後兩題的壓軸小題留到最後。',
    },
    checking: {
      en: 'Put your answers back into the question; check signs, domains and that every part has an answer.',
      fr: 'Réinjecte tes réponses dans l’énoncé ; vérifie signes, domaines et qu’aucune question n’est vide.',
      es: 'Sustituye tus respuestas en el enunciado; revisa signos, dominios y que ningún apartado quede vacío.',
      'zh-Hans': '把答案代回验算；检查正负号、定义域，确认每一问都有作答。',
      'zh-Hant': '把答案代回驗算；檢查正負號、定義域，確認每一小題都有作答。',
    },
    dayBefore: {
      en: 'Go over formulas and the question types you got wrong; do a few easy problems to stay confident, nothing new and hard.',
      fr: 'Revois les formules et les types d’exercices ratés ; fais quelques exercices faciles pour la confiance, rien de nouveau.',
      es: 'Repasa fórmulas y los tipos de problema que fallaste; haz algunos fáciles para ganar confianza, nada nuevo y difícil.',
      'zh-Hans': '过一遍公式和错过的题型；做几道简单题找手感，不碰新难题。',
      'zh-Hant': '複習公式和錯過的題型；寫幾題簡單題找手感，不碰新的難題。',
    },
  },
  4: {
    typicalMinutes: 90,
    skipMinutes: 5,
    sections: [
      {
        share: 0.25,
        name: CHOICE,
        advice: {
          en: 'Eliminate with units and extreme cases; when several answers can be right, choose only those you are sure of.',
          fr: 'Élimine avec les unités et les cas limites ; s’il y a plusieurs bonnes réponses, ne coche que les sûres.',
          es: 'Descarta con unidades y casos extremos; si hay varias correctas, marca solo las seguras.',
          'zh-Hans': '用单位和极端情况排除；多选题只选有把握的选项。',
          'zh-Hant': '用單位和極端情況刪去；多選題只選有把握的選項。',
        },
      },
      {
        share: 0.2,
        name: { en: 'Experiments', fr: 'Expériences', es: 'Experimentos', 'zh-Hans': '实验题', 'zh-Hant': '實驗題' },
        advice: {
          en: 'State principle, steps and sources of error; keep the significant figures asked for.',
          fr: 'Donne principe, étapes et sources d’erreur ; respecte les chiffres significatifs demandés.',
          es: 'Indica principio, pasos y fuentes de error; respeta las cifras significativas pedidas.',
          'zh-Hans': '写清原理、步骤和误差来源；有效数字按要求保留。',
          'zh-Hant': '寫清原理、步驟和誤差來源；有效位數依題目要求。',
        },
      },
      {
        share: 0.45,
        name: { en: 'Calculations', fr: 'Calculs', es: 'Cálculos', 'zh-Hans': '计算题', 'zh-Hant': '計算題' },
        advice: {
          en: 'Draw the situation and the forces; write the formula before the numbers; carry units to the end.',
          fr: 'Dessine la situation et les forces ; écris la formule avant les nombres ; garde les unités jusqu’au bout.',
          es: 'Dibuja la situación y las fuerzas; escribe la fórmula antes de los números; conserva las unidades hasta el final.',
          'zh-Hans': '先画情景图和受力图；先写公式再代数；单位带到最后。',
          'zh-Hant': '先畫情境圖和受力圖；先寫公式再代數字；單位帶到最後。',
        },
      },
    ],
    order: {
      en: 'Choice questions in about 20 minutes, then experiments, then calculations in order.',
      fr: 'QCM en 20 minutes environ, puis expériences, puis calculs dans l’ordre.',
      es: 'El test en unos 20 minutos, luego experimentos y después los cálculos en orden.',
      'zh-Hans': '选择题约20分钟，然后实验题，再按顺序做计算题。',
      'zh-Hant': '選擇題約20分鐘，接著實驗題，再依序寫計算題。',
    },
    checking: {
      en: 'Check the units, directions and order of magnitude of every result.',
      fr: 'Vérifie unités, sens et ordres de grandeur de chaque résultat.',
      es: 'Comprueba unidades, sentidos y órdenes de magnitud de cada resultado.',
      'zh-Hans': '检查每个结果的单位、方向和数量级是否合理。',
      'zh-Hant': '檢查每個結果的單位、方向和數量級是否合理。',
    },
    dayBefore: {
      en: 'Review formulas, experiment procedures and your mistake notebook.',
      fr: 'Revois formules, protocoles d’expériences et ton carnet d’erreurs.',
      es: 'Repasa fórmulas, procedimientos de experimentos y tu cuaderno de errores.',
      'zh-Hans': '复习公式、实验步骤和错题本。',
      'zh-Hant': '複習公式、實驗步驟和錯題本。',
    },
  },
}
