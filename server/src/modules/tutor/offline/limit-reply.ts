import type { Lang } from '@contract/common'

/**
 * The honest answer when there is no AI model: what the offline tutor cannot do, and what it can.
 * Examples are typed so a student can copy one and see the engine work.
 */
const CAN_DO: Record<Lang, string> = {
  en: 'Offline I can still solve and explain maths step by step: arithmetic and fractions (`3/4 + 1/6`), percentages (`12.5% of 80`), linear and quadratic equations (`x^2 - 5x + 6 = 0`), systems (`x + y = 5, x - y = 1`), simplifying (`(x+1)^2 - (x-1)^2`) and derivatives (`derivative of x^2 sin(x)`).',
  fr: 'Hors ligne, je peux quand même résoudre et expliquer des maths étape par étape : calculs et fractions (`3/4 + 1/6`), pourcentages (`12,5 % de 80`), équations du premier et du second degré (`x^2 - 5x + 6 = 0`), systèmes (`x + y = 5, x - y = 1`), simplifications (`(x+1)^2 - (x-1)^2`) et dérivées (`dérivée de x^2 sin(x)`).',
  es: 'Sin conexión puedo resolver y explicar matemáticas paso a paso: operaciones y fracciones (`3/4 + 1/6`), porcentajes (`12,5 % de 80`), ecuaciones de primer y segundo grado (`x^2 - 5x + 6 = 0`), sistemas (`x + y = 5, x - y = 1`), simplificaciones (`(x+1)^2 - (x-1)^2`) y derivadas (`derivada de x^2 sin(x)`).',
  'zh-Hans': '离线时我仍然可以一步一步地解答和讲解数学题：四则运算和分数（`3/4 + 1/6`）、百分数（`80的12.5%`）、一元一次和一元二次方程（`x^2 - 5x + 6 = 0`）、方程组（`x + y = 5, x - y = 1`）、化简（`(x+1)^2 - (x-1)^2`）和求导（`求 x^2 sin(x) 的导数`）。',
  'zh-Hant': '離線時我仍然可以一步一步解答並講解數學題：四則運算和分數（`3/4 + 1/6`）、百分率（`80的12.5%`）、一元一次和一元二次方程式（`x^2 - 5x + 6 = 0`）、聯立方程式（`x + y = 5, x - y = 1`）、化簡（`(x+1)^2 - (x-1)^2`）和微分（`求 x^2 sin(x) 的導數`）。',
}

const CANNOT: Record<'text' | 'image', Record<Lang, string>> = {
  text: {
    en: "Sorry, I can't answer this one yet: the full tutor needs an AI model, and none is connected right now.",
    fr: "Désolé, je ne peux pas encore répondre à cette question : le tuteur complet a besoin d'un modèle d'IA, et aucun n'est connecté pour le moment.",
    es: 'Lo siento, todavía no puedo responder a esta pregunta: el tutor completo necesita un modelo de IA y ahora mismo no hay ninguno conectado.',
    'zh-Hans': '抱歉，这个问题我暂时回答不了：完整的辅导功能需要连接 AI 模型，而现在还没有连接。',
    'zh-Hant': '抱歉，這個問題我暫時無法回答：完整的輔導功能需要連接 AI 模型，而目前尚未連接。',
  },
  image: {
    en: "I can't read photos yet: reading a picture of a question needs an AI model, and none is connected right now. Could you type the question instead?",
    fr: "Je ne peux pas encore lire les photos : lire l'image d'un exercice demande un modèle d'IA, et aucun n'est connecté pour le moment. Peux-tu taper la question à la place ?",
    es: 'Todavía no puedo leer fotos: leer la imagen de un ejercicio necesita un modelo de IA y ahora mismo no hay ninguno conectado. ¿Puedes escribir la pregunta?',
    'zh-Hans': '我暂时看不了照片：识别题目图片需要连接 AI 模型，而现在还没有连接。你可以把题目打出来吗？',
    'zh-Hant': '我暫時無法讀取照片：辨識題目圖片需要連接 AI 模型，而目前尚未連接。你可以把題目打出來嗎？',
  },
}

export function offlineLimitReply(lang: Lang, what: 'text' | 'image'): string {
  const l: Lang = lang in CAN_DO ? lang : 'en'
  return `${CANNOT[what === 'image' ? 'image' : 'text'][l]}\n\n${CAN_DO[l]}`
}
