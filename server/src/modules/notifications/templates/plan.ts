import { interpolate } from '../../../i18n'
import { num, str, type Template, type Texts } from './types'

const T: Texts<'title' | 'one' | 'many'> = {
  title: {
    en: 'The assistant changed your plan',
    fr: 'L’assistant a modifié ton planning',
    es: 'El asistente ha cambiado tu plan',
    'zh-Hans': '助手调整了你的学习计划',
    'zh-Hant': '助理調整了你的學習計畫',
  },
  one: {
    en: '“{title}” was updated in your study plan. Open the plan to check it.',
    fr: '« {title} » a été modifié dans ton planning. Ouvre-le pour vérifier.',
    es: '«{title}» se ha actualizado en tu plan de estudio. Ábrelo para revisarlo.',
    'zh-Hans': '学习计划中的「{title}」已更新，打开计划看看吧。',
    'zh-Hant': '學習計畫中的「{title}」已更新，打開計畫看看吧。',
  },
  many: {
    en: '{n} events in your study plan were updated, starting with “{title}”. Open the plan to check them.',
    fr: '{n} événements de ton planning ont été modifiés, dont « {title} ». Ouvre-le pour vérifier.',
    es: 'Se han actualizado {n} eventos de tu plan de estudio, empezando por «{title}». Ábrelo para revisarlos.',
    'zh-Hans': '学习计划中有 {n} 项安排已更新（包括「{title}」），打开计划看看吧。',
    'zh-Hant': '學習計畫中有 {n} 項安排已更新（包括「{title}」），打開計畫看看吧。',
  },
}

export const planTemplates: Record<string, Template> = {
  'plan.assistant_changed': (p, ctx) => {
    const n = Math.max(1, num(p.count))
    return {
      title: T.title[ctx.lang],
      body: interpolate(n === 1 ? T.one[ctx.lang] : T.many[ctx.lang], { n, title: str(p.title) }),
    }
  },
}
