import type { CourseTactics } from './types'

const CHOICE = { en: 'Multiple choice', fr: 'QCM', es: 'Preguntas tipo test', 'zh-Hans': '选择题', 'zh-Hant': '選擇題' }

/** Mathematics, physics, chemistry, biology, information technology. */
export const SCIENCE_COURSES: Record<number, CourseTactics> = {
  2: {
    typicalMinutes: 120,
    skipMinutes: 6,
    sections: [
      {
        share: 0.25,
        name: CHOICE,
        advice: {
          en: 'About two minutes each: try special values, elimination and a quick sketch; mark doubtful ones and move on.',
          fr: 'Environ deux minutes chacune : valeurs particulières, élimination, petit schéma ; marquez les douteuses et avancez.',
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
          fr: 'Donnez la réponse sous sa forme la plus simple ; vérifiez domaines et unités.',
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
          fr: 'Écrivez chaque étape : les points partiels comptent. Faites les premières questions des derniers problèmes, même sans finir.',
          es: 'Escribe cada paso: los puntos parciales cuentan. Haz los primeros apartados de los últimos problemas aunque no los termines.',
          'zh-Hans': '步骤写全，步骤分也是分；最后两道难题至少把第一问做了。',
          'zh-Hant': '步驟寫完整，部分分數也是分數；最後兩題難題至少把第一小題做完。',
        },
      },
    ],
    order: {
      en: 'Finish the choice and fill-in questions in about 45 minutes, then the long problems in order; leave the last part of the final two for the end.',
      fr: 'Finissez QCM et réponses courtes en 45 minutes environ, puis les problèmes dans l’ordre ; gardez la dernière question des deux derniers pour la fin.',
      es: 'Termina el test y los huecos en unos 45 minutos, luego los problemas en orden; deja el último apartado de los dos últimos para el final.',
      'zh-Hans': '选择、填空控制在45分钟左右，再按顺序做解答题；最后两题的压轴问留到最后。',
      'zh-Hant': '選擇、填充控制在45分鐘左右，再依序寫非選擇題；最後兩題的壓軸小題留到最後。',
    },
    checking: {
      en: 'Put your answers back into the question; check signs, domains and that every part has an answer.',
      fr: 'Réinjectez vos réponses dans l’énoncé ; vérifiez signes, domaines et qu’aucune question n’est vide.',
      es: 'Sustituye tus respuestas en el enunciado; revisa signos, dominios y que ningún apartado quede vacío.',
      'zh-Hans': '把答案代回验算；检查正负号、定义域，确认每一问都有作答。',
      'zh-Hant': '把答案代回驗算；檢查正負號、定義域，確認每一小題都有作答。',
    },
    dayBefore: {
      en: 'Go over formulas and the question types you got wrong; do a few easy problems to stay confident, nothing new and hard.',
      fr: 'Revoyez les formules et les types d’exercices ratés ; faites quelques exercices faciles pour la confiance, rien de nouveau.',
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
          fr: 'Éliminez avec les unités et les cas limites ; s’il y a plusieurs bonnes réponses, ne cochez que les sûres.',
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
          fr: 'Donnez principe, étapes et sources d’erreur ; respectez les chiffres significatifs demandés.',
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
          fr: 'Dessinez la situation et les forces ; écrivez la formule avant les nombres ; gardez les unités jusqu’au bout.',
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
      fr: 'Vérifiez unités, sens et ordres de grandeur de chaque résultat.',
      es: 'Comprueba unidades, sentidos y órdenes de magnitud de cada resultado.',
      'zh-Hans': '检查每个结果的单位、方向和数量级是否合理。',
      'zh-Hant': '檢查每個結果的單位、方向和數量級是否合理。',
    },
    dayBefore: {
      en: 'Review formulas, experiment procedures and your mistake notebook.',
      fr: 'Revoyez formules, protocoles d’expériences et votre carnet d’erreurs.',
      es: 'Repasa fórmulas, procedimientos de experimentos y tu cuaderno de errores.',
      'zh-Hans': '复习公式、实验步骤和错题本。',
      'zh-Hant': '複習公式、實驗步驟和錯題本。',
    },
  },
  5: {
    typicalMinutes: 90,
    skipMinutes: 4,
    sections: [
      {
        share: 0.3,
        name: CHOICE,
        advice: {
          en: 'Watch for conditions and for "incorrect" in the question; eliminate quickly.',
          fr: 'Attention aux conditions et au mot « incorrect » dans l’énoncé ; éliminez vite.',
          es: 'Atento a las condiciones y a «incorrecta» en el enunciado; descarta rápido.',
          'zh-Hans': '注意题目条件和“不正确”等字眼；快速排除。',
          'zh-Hant': '注意題目條件和「不正確」等字眼；快速刪去。',
        },
      },
      {
        share: 0.25,
        name: { en: 'Fill-in and inference', fr: 'Questions courtes et déduction', es: 'Huecos e inferencia', 'zh-Hans': '填空与推断题', 'zh-Hant': '填充與推斷題' },
        advice: {
          en: 'Find the breakthrough clue (a colour, a precipitate, a gas); write formulas neatly.',
          fr: 'Trouvez l’indice clé (une couleur, un précipité, un gaz) ; écrivez les formules proprement.',
          es: 'Busca la pista clave (un color, un precipitado, un gas); escribe las fórmulas con cuidado.',
          'zh-Hans': '找突破口（颜色、沉淀、气体）；化学式书写规范。',
          'zh-Hant': '找突破口（顏色、沉澱、氣體）；化學式書寫規範。',
        },
      },
      {
        share: 0.2,
        name: { en: 'Experiments', fr: 'Expériences', es: 'Experimentos', 'zh-Hans': '实验探究题', 'zh-Hant': '實驗探究題' },
        advice: {
          en: 'Explain the purpose of each step; mention safety and the order of operations.',
          fr: 'Expliquez le but de chaque étape ; mentionnez la sécurité et l’ordre des opérations.',
          es: 'Explica el objetivo de cada paso; menciona la seguridad y el orden de las operaciones.',
          'zh-Hans': '说明每一步的目的；注意安全事项和操作顺序。',
          'zh-Hant': '說明每一步的目的；注意安全事項和操作順序。',
        },
      },
      {
        share: 0.15,
        name: { en: 'Calculations', fr: 'Calculs', es: 'Cálculos', 'zh-Hans': '计算题', 'zh-Hant': '計算題' },
        advice: {
          en: 'Write the balanced equation and the ratio first; keep the working clear.',
          fr: 'Écrivez d’abord l’équation équilibrée et la proportion ; gardez un calcul lisible.',
          es: 'Escribe primero la ecuación ajustada y la proporción; deja el cálculo claro.',
          'zh-Hans': '先写配平的方程式和比例关系；过程清楚。',
          'zh-Hant': '先寫平衡的方程式和比例關係；過程清楚。',
        },
      },
    ],
    order: {
      en: 'Choice questions first (about 25 minutes), then the written questions in order.',
      fr: 'Le QCM d’abord (25 minutes environ), puis les questions rédigées dans l’ordre.',
      es: 'Primero el test (unos 25 minutos), luego las preguntas escritas en orden.',
      'zh-Hans': '先做选择题（约25分钟），再按顺序做非选择题。',
      'zh-Hant': '先寫選擇題（約25分鐘），再依序寫非選擇題。',
    },
    checking: {
      en: 'Balance every equation; check states, conditions and arrows.',
      fr: 'Équilibrez chaque équation ; vérifiez états, conditions et flèches.',
      es: 'Ajusta cada ecuación; revisa estados, condiciones y flechas.',
      'zh-Hans': '每个方程式都要配平；检查状态符号、反应条件和箭头。',
      'zh-Hant': '每個方程式都要平衡；檢查狀態符號、反應條件和箭頭。',
    },
    dayBefore: {
      en: 'Review equations, colours and the tests for common substances.',
      fr: 'Revoyez les équations, les couleurs et les tests des substances courantes.',
      es: 'Repasa ecuaciones, colores y las pruebas de las sustancias comunes.',
      'zh-Hans': '复习常见方程式、物质颜色和检验方法。',
      'zh-Hant': '複習常見方程式、物質顏色和檢驗方法。',
    },
  },
  6: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      {
        share: 0.35,
        name: CHOICE,
        advice: {
          en: 'Read every option; words like "all" and "only" are often traps.',
          fr: 'Lisez toutes les options ; « tous » et « seulement » cachent souvent un piège.',
          es: 'Lee todas las opciones; «todos» y «solo» suelen ser trampas.',
          'zh-Hans': '每个选项都要读完；“都”“只”等绝对化字眼常是陷阱。',
          'zh-Hant': '每個選項都要讀完；「都」「只」等絕對字眼常是陷阱。',
        },
      },
      {
        share: 0.55,
        name: { en: 'Diagrams, data and experiments', fr: 'Schémas, données et expériences', es: 'Diagramas, datos y experimentos', 'zh-Hans': '识图、数据与实验题', 'zh-Hant': '圖表、數據與實驗題' },
        advice: {
          en: 'Name the variable and the control; answer with biological terms, not everyday words.',
          fr: 'Nommez la variable et le témoin ; répondez avec les termes de biologie, pas des mots courants.',
          es: 'Identifica la variable y el control; responde con términos de biología, no con palabras corrientes.',
          'zh-Hans': '找准自变量和对照；用生物学术语作答，不用口语。',
          'zh-Hant': '找準變因和對照組；用生物學術語作答，不用口語。',
        },
      },
    ],
    order: {
      en: 'Choice questions in about 30 minutes, then the long questions, starting with topics you know best.',
      fr: 'QCM en 30 minutes environ, puis les questions longues, en commençant par les thèmes les mieux maîtrisés.',
      es: 'El test en unos 30 minutos, luego las preguntas largas, empezando por los temas que mejor dominas.',
      'zh-Hans': '选择题约30分钟，再做非选择题，先做最熟悉的模块。',
      'zh-Hant': '選擇題約30分鐘，再寫非選擇題，先寫最熟悉的單元。',
    },
    checking: {
      en: 'Check terms are spelt right and every graph was read on the right axis.',
      fr: 'Vérifiez l’orthographe des termes et la lecture des graphiques sur le bon axe.',
      es: 'Comprueba que los términos estén bien escritos y cada gráfico leído en el eje correcto.',
      'zh-Hans': '检查专业名词有无错别字，图表是否读对坐标轴。',
      'zh-Hant': '檢查專有名詞有無錯字，圖表是否讀對座標軸。',
    },
    dayBefore: {
      en: 'Review the key diagrams (cells, body systems) and terms.',
      fr: 'Revoyez les schémas clés (cellule, appareils du corps) et le vocabulaire.',
      es: 'Repasa los diagramas clave (célula, aparatos del cuerpo) y los términos.',
      'zh-Hans': '复习重点结构图（细胞、各系统）和核心概念。',
      'zh-Hant': '複習重點構造圖（細胞、各系統）和核心概念。',
    },
  },
  10: {
    typicalMinutes: 60,
    skipMinutes: 5,
    sections: [
      {
        share: 0.4,
        name: CHOICE,
        advice: {
          en: 'Trace code by hand with small values; draw the table of variables.',
          fr: 'Exécutez le code à la main avec de petites valeurs ; dressez le tableau des variables.',
          es: 'Sigue el código a mano con valores pequeños; haz la tabla de variables.',
          'zh-Hans': '用小数据手动模拟程序；画出变量变化表。',
          'zh-Hant': '用小數值手動模擬程式；畫出變數變化表。',
        },
      },
      {
        share: 0.5,
        name: { en: 'Practical and programming', fr: 'Pratique et programmation', es: 'Práctica y programación', 'zh-Hans': '操作与编程题', 'zh-Hant': '實作與程式題' },
        advice: {
          en: 'Plan the steps before typing; test with edge cases; save your work often.',
          fr: 'Planifiez avant de taper ; testez les cas limites ; enregistrez souvent.',
          es: 'Planifica antes de teclear; prueba casos límite; guarda a menudo.',
          'zh-Hans': '先想清步骤再动手；用边界数据测试；随时保存。',
          'zh-Hant': '先想清步驟再動手；用邊界資料測試；隨時存檔。',
        },
      },
    ],
    order: {
      en: 'Choice questions first, then the practical tasks from the one you are surest of.',
      fr: 'Le QCM d’abord, puis les tâches pratiques en commençant par la plus sûre.',
      es: 'Primero el test, luego las tareas prácticas empezando por la más segura.',
      'zh-Hans': '先做选择题，再从最有把握的操作题做起。',
      'zh-Hant': '先寫選擇題，再從最有把握的實作題做起。',
    },
    checking: {
      en: 'Run your program once more and check the file names and save locations asked for.',
      fr: 'Relancez votre programme et vérifiez noms de fichiers et emplacements demandés.',
      es: 'Ejecuta otra vez el programa y revisa nombres de archivo y ubicaciones pedidas.',
      'zh-Hans': '再运行一次程序，核对文件名和保存位置是否符合要求。',
      'zh-Hant': '再執行一次程式，核對檔名和存檔位置是否符合要求。',
    },
    dayBefore: {
      en: 'Review syntax you often mix up and the common algorithms.',
      fr: 'Revoyez la syntaxe que vous confondez et les algorithmes courants.',
      es: 'Repasa la sintaxis que sueles confundir y los algoritmos habituales.',
      'zh-Hans': '复习容易混淆的语法和常见算法。',
      'zh-Hant': '複習容易混淆的語法和常見演算法。',
    },
  },
}
