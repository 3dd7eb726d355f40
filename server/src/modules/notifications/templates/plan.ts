import { num, str, say, type Template } from './types'


export const planTemplates: Record<string, Template> = {
  'plan.assistant_changed': (p, ctx) => {
    const n = Math.max(1, num(p.count))
    return {
      title: say(ctx.lang)('plan.title'),
      body: say(ctx.lang)(n === 1 ? 'plan.one' : 'plan.many', { n, title: str(p.title) }),
    }
  },
}
