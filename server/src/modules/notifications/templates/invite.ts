import { interpolate } from '../../../i18n'
import { num, str, type Template, type Texts } from './types'

const T: Texts<'joinedTitle' | 'joinedBody' | 'rewardTitle' | 'rewardBody' | 'someone'> = {
  joinedTitle: { en: 'A friend joined', fr: 'Un ami t’a rejoint', es: 'Un amigo se ha unido', 'zh-Hans': '好友接受了邀请', 'zh-Hant': '好友接受了邀請' },
  joinedBody: {
    en: '{name} accepted your invitation.',
    fr: '{name} a accepté ton invitation.',
    es: '{name} ha aceptado tu invitación.',
    'zh-Hans': '{name} 接受了你的邀请。',
    'zh-Hant': '{name} 接受了你的邀請。',
  },
  rewardTitle: { en: 'Invitation reward', fr: 'Récompense de parrainage', es: 'Recompensa por invitación', 'zh-Hans': '邀请奖励', 'zh-Hant': '邀請獎勵' },
  rewardBody: {
    en: '{name} activated their account with your invitation: you got {n} extra questions.',
    fr: '{name} a activé son compte grâce à ton invitation : tu reçois {n} questions supplémentaires.',
    es: '{name} ha activado su cuenta con tu invitación: recibes {n} preguntas adicionales.',
    'zh-Hans': '{name} 通过你的邀请激活了账号，你获得 {n} 次额外提问。',
    'zh-Hant': '{name} 透過你的邀請啟用了帳號，你獲得 {n} 次額外提問。',
  },
  someone: { en: 'A classmate', fr: 'Un camarade', es: 'Un compañero', 'zh-Hans': '一位同学', 'zh-Hant': '一位同學' },
}

export const inviteTemplates: Record<string, Template> = {
  'invite.joined': (p, ctx) => ({
    title: T.joinedTitle[ctx.lang],
    body: interpolate(T.joinedBody[ctx.lang], { name: str(p.nickname) || T.someone[ctx.lang] }),
  }),
  'invite.rewarded': (p, ctx) => ({
    title: T.rewardTitle[ctx.lang],
    body: interpolate(T.rewardBody[ctx.lang], { name: str(p.nickname) || T.someone[ctx.lang], n: num(p.questions) }),
  }),
}
