import { num, str, say, type Template } from './types'


export const inviteTemplates: Record<string, Template> = {
  'invite.joined': (p, ctx) => ({
    title: say(ctx.lang)('invite.joinedTitle'),
    body: say(ctx.lang)('invite.joinedBody', { name: str(p.nickname) || say(ctx.lang)('invite.someone') }),
  }),
  'invite.rewarded': (p, ctx) => ({
    title: say(ctx.lang)('invite.rewardTitle'),
    body: say(ctx.lang)('invite.rewardBody', { name: str(p.nickname) || say(ctx.lang)('invite.someone'), n: num(p.questions) }),
  }),
}
