// The everyday table against the engine as it is: prints every row and the score (tsx, not jest).
import { answerOffline } from '../../../src/modules/tutor/offline'
import { EVERYDAY } from './everyday'
import { score, summary } from './score'

const s = score(EVERYDAY, (q, lang) => {
  const a = answerOffline(q, { lang, level: 'solution' })
  return a?.final ? { text: a.final.text, verified: a.verdict === 'verified' } : null
})
for (const o of s.outcomes) console.log(o.ok ? (o.answer === null ? 'decl' : o.verified ? 'ok+v' : 'ok  ') : o.verified ? 'WRONG+V' : 'WRONG', o.lang, o.question, '=>', o.answer, o.why ?? '')
console.log(summary(s))
