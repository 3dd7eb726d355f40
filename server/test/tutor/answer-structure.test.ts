import type { Lang } from '@contract/common'
import { finalAnswers } from '../../src/modules/tutor/answer/final-answer'
import { verdictOfReply } from '../../src/modules/tutor/verdict'

/**
 * The "Verified" badge reads the reply's structure: one marked final answer
 * ("**Answer:** \(\boxed{…}\)", as the tutor's prompt asks), never the practice exercise that
 * follows it, the whole reply however long. A reply stating several different final answers is
 * verified only when all are right. Written after the probe that found a wrong answer verified
 * because the exercise's boxed answer came last.
 */
const Q = 'Solve 2x + 3 = 7' // x = 2
const LONG = 'We check each step carefully. '.repeat(900) // about 27 000 characters of working

type Row = [string, string, string, 'verified' | 'mismatch' | 'unchecked']

const REPLIES: Row[] = [
  // The probe's case: a wrong answer, then an exercise whose boxed answer happens to be right.
  ['wrong, then a boxed exercise answer under a heading', Q, 'Subtract 3, divide by 2: \\(\\boxed{x = 3}\\).\n\nSimilar exercise: solve 4x = 8.\nIts answer is \\(\\boxed{x = 2}\\).', 'mismatch'],
  ['wrong, then a boxed exercise answer with no heading', Q, 'So \\(\\boxed{x = 3}\\). Another one: 4x = 8 gives \\(\\boxed{x = 2}\\).', 'unchecked'],
  ['right, then a boxed exercise answer under a heading', Q, '2x = 4.\n\n**Answer:** \\(\\boxed{x = 2}\\)\n\n### Try this\nSolve 5x = 20: \\(\\boxed{x = 4}\\)', 'verified'],
  ['right and marked, then an unmarked boxed exercise answer', Q, '2x = 4.\n**Answer:** \\(\\boxed{x = 2}\\)\nNow 5x = 20 gives \\(\\boxed{x = 4}\\).', 'verified'],
  ['wrong and marked, then a marked exercise answer in the practice section', Q, '**Answer:** \\(\\boxed{x = 3}\\)\n\n**Try this**\nSolve 4x = 8.\n**Answer:** \\(\\boxed{x = 2}\\)', 'mismatch'],
  ['marker on the line above the box', Q, 'Working…\n\n**Final answer:**\n\\[\\boxed{x = 2}\\]\n\nYour turn: solve 3x = 9 \\(\\boxed{x=3}\\)', 'verified'],
  ['a hedge between two boxed values', Q, 'It is probably \\(\\boxed{x = 2}\\), or maybe \\(\\boxed{x = 3}\\).', 'unchecked'],
  // A wrong final answer left marked fails the check, even when a correction follows (tutor-final-answer.test.ts).
  ['a correction that ends right, both marked', Q, '**Answer:** \\(\\boxed{x = 3}\\)\nWait, 2·3 + 3 = 9. **Answer:** \\(\\boxed{x = 2}\\)', 'mismatch'],
  ['a correction that ends wrong, both boxed', Q, 'So \\(\\boxed{x = 2}\\). Hmm, let me redo it: \\(\\boxed{x = 5}\\).', 'unchecked'],
  ['a correction with only the corrected answer marked', Q, 'First try: \\(\\boxed{x = 5}\\) (wrong: 13 ≠ 7).\n\n**Answer:** \\(\\boxed{x = 2}\\)', 'verified'],
  ['the same right answer boxed twice', Q, '\\(\\boxed{x = 2}\\) … check: 2·2 + 3 = 7, so \\(\\boxed{x=2}\\)', 'verified'],
  ['a long reply, the answer early and long working after', Q, `**Answer:** \\(\\boxed{x = 2}\\)\n\n${LONG}`, 'verified'],
  ['a long reply, a wrong answer early and long working after', Q, `**Answer:** \\(\\boxed{x = 5}\\)\n\n${LONG}`, 'mismatch'],
  ['a long reply, wrong answer, then a right boxed exercise answer far later', Q, `**Answer:** \\(\\boxed{x = 5}\\)\n\n${LONG}\n\n4x = 8 gives \\(\\boxed{x = 2}\\)`, 'mismatch'],
  ['Chinese: 答案 then 试一试', '解方程 2x+3=7', '移项得 2x=4。\n\n**答案：** \\(\\boxed{x=2}\\)\n\n**试一试**\n解方程 3x+1=10，\\(\\boxed{x=3}\\)', 'verified'],
  ['Chinese: wrong, then 举一反三 with the right value', '解方程 2x+3=7', '**答案：** \\(\\boxed{x=3}\\)\n\n举一反三：解方程 4x=8，\\(\\boxed{x=2}\\)', 'mismatch'],
  ['French: Réponse then À toi', 'Résous 2x + 3 = 7', '**Réponse :** \\(\\boxed{x = 2}\\)\n\n**À toi !** Résous 5x = 20 : \\(\\boxed{x = 4}\\)', 'verified'],
  ['Spanish: wrong, then Inténtalo', 'Resuelve 2x + 3 = 7', '**Respuesta:** \\(\\boxed{x = 4}\\)\n\n**Inténtalo tú:** 4x = 8, \\(\\boxed{x = 2}\\)', 'mismatch'],
  ['an unclosed box among many', Q, '\\boxed{x = '.repeat(2000) + '\n**Answer:** \\(\\boxed{x = 2}\\)', 'verified'],
]

const langOf = (question: string): Lang => (/[\u4e00-\u9fff]/.test(question) ? 'zh-Hans' : question.startsWith('Résous') ? 'fr' : question.startsWith('Resuelve') ? 'es' : 'en')
const verdict = (question: string, reply: string) => verdictOfReply(question, reply, langOf(question))

describe('the final answer is read from the structure of the reply', () => {
  it.each(REPLIES)('%s', (_, question, reply, status) => {
    expect(verdict(question, reply).status).toBe(status)
  })

  it('never verifies a reply whose marked or only answer is wrong, in any row', () => {
    const wrong = REPLIES.filter(([, , , status]) => status !== 'verified')
    expect(wrong.length).toBeGreaterThan(8)
    for (const [, question, reply] of wrong) expect(verdict(question, reply).status).not.toBe('verified')
  })

  it('leaves the practice section out, and reads several unmarked boxed values as none', () => {
    const marked = finalAnswers('**Final answer:** \\(\\boxed{7}\\)\n\nPractice: \\(\\boxed{9}\\)').answers
    expect(marked).toHaveLength(1)
    expect(marked[0]).toContain('7')
    expect(marked[0]).not.toContain('9')
    expect(finalAnswers('\\boxed{7} and again \\boxed{7}, or \\boxed{8}').answers).toEqual([])
    expect(finalAnswers('no answer here').answers).toEqual([])
  })
})
