// One-off: the adversarial table against the engine as it was before issue 11 (recorded in the README).
import { answerOffline } from '../../../src/modules/tutor/offline'
import { ADVERSARIAL } from './adversarial'
import { score, summary } from './score'

const s = score(ADVERSARIAL, (q, lang) => {
  const a = answerOffline(q, { lang, level: 'solution' })
  return a?.final ? { text: a.final.text, verified: true } : null
})
for (const o of s.outcomes) if (!o.ok || process.argv.includes('-v')) console.log(o.ok ? 'ok  ' : 'FAIL', o.lang, o.question, '=>', o.answer, o.why ?? '')
console.log(summary(s))
