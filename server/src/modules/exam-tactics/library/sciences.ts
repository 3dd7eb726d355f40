import { CHOICE } from './choice'
import type { CourseTactics } from './types'

/** Chemistry, biology, information technology. */
export const SCIENCE_COURSES: Record<number, CourseTactics> = {
  5: {
    typicalMinutes: 90,
    skipMinutes: 4,
    sections: [
      {
        share: 0.3,
        name: CHOICE,
        advice: {
          en: 'Watch for conditions and for "incorrect" in the question; eliminate quickly.',
          fr: 'Attention aux conditions et au mot « incorrect » dans l’énoncé ; élimine vite.',
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
          fr: 'Trouve l’indice clé (une couleur, un précipité, un gaz) ; écris les formules proprement.',
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
          fr: 'Explique le but de chaque étape ; mentionne la sécurité et l’ordre des opérations.',
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
          fr: 'Écris d’abord l’équation équilibrée et la proportion ; garde un calcul lisible.',
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
      fr: 'Équilibre chaque équation ; vérifie états, conditions et flèches.',
      es: 'Ajusta cada ecuación; revisa estados, condiciones y flechas.',
      'zh-Hans': '每个方程式都要配平；检查状态符号、反应条件和箭头。',
      'zh-Hant': '每個方程式都要平衡；檢查狀態符號、反應條件和箭頭。',
    },
    dayBefore: {
      en: 'Review equations, colours and the tests for common substances.',
      fr: 'Revois les équations, les couleurs et les tests des substances courantes.',
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
          fr: 'Lis toutes les options ; « tous » et « seulement » cachent souvent un piège.',
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
          fr: 'Nomme la variable et le témoin ; réponds avec les termes de biologie, pas des mots courants.',
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
      fr: 'Vérifie l’orthographe des termes et la lecture des graphiques sur le bon axe.',
      es: 'Comprueba que los términos estén bien escritos y cada gráfico leído en el eje correcto.',
      'zh-Hans': '检查专业名词有无错别字，图表是否读对坐标轴。',
      'zh-Hant': '檢查專有名詞有無錯字，圖表是否讀對座標軸。',
    },
    dayBefore: {
      en: 'Review the key diagrams (cells, body systems) and terms.',
      fr: 'Revois les schémas clés (cellule, appareils du corps) et le vocabulaire.',
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
          fr: 'Exécute le code à la main avec de petites valeurs ; dresse le tableau des variables.',
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
          fr: 'Planifie avant de taper ; teste les cas limites ; enregistre souvent.',
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
      fr: 'Relance ton programme et vérifie noms de fichiers et emplacements demandés.',
      es: 'Ejecuta otra vez el programa y revisa nombres de archivo y ubicaciones pedidas.',
      'zh-Hans': '再运行一次程序，核对文件名和保存位置是否符合要求。',
      'zh-Hant': '再執行一次程式，核對檔名和存檔位置是否符合要求。',
    },
    dayBefore: {
      en: 'Review syntax you often mix up and the common algorithms.',
      fr: 'Revois la syntaxe que tu confonds et les algorithmes courants.',
      es: 'Repasa la sintaxis que sueles confundir y los algoritmos habituales.',
      'zh-Hans': '复习容易混淆的语法和常见算法。',
      'zh-Hant': '複習容易混淆的語法和常見演算法。',
    },
  },
}
