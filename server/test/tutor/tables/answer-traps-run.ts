// The answer-traps table against the checker as it is: prints every row and the score (tsx, not jest).
import { checkAnswer } from '../../../src/modules/tutor/check'
import { TRAP_ROWS } from './answer-traps'

const count = { right: 0, wronglyVerified: 0, wronglyFailed: 0, unchecked: 0 }
for (const r of TRAP_ROWS) {
  const got = checkAnswer(r.question, r.answer, r.lang)
  if (got.status === r.expect) count.right++
  else if (got.status === 'verified') count.wronglyVerified++
  else if (got.status === 'failed') count.wronglyFailed++
  else count.unchecked++
  console.log(got.status === r.expect ? 'ok  ' : 'MISS', r.lang, r.question, '=>', r.answer, got.status, `(${got.reason}; expected ${r.expect})`)
}
console.log(`${count.right}/${TRAP_ROWS.length} right badge, ${count.wronglyVerified} wrongly verified, ${count.wronglyFailed} wrongly failed, ${count.unchecked} unchecked`)
