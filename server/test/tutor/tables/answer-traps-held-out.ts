import { checkerRow as row, type CheckerRow } from './checker-rows'

/**
 * Answer traps, held out (session 10): written after the checker work on answer-traps.ts was done,
 * then scored once and not tuned on. New questions and answers of the same kinds, five languages.
 * Its one run: see the README ("What 'verified' means") and the test, which holds its floor.
 */
export const HELD_OUT_TRAPS: CheckerRow[] = [
  row('en', 'Solve 2x + y = 7 and x - y = 2', 'x = 3, y = 1', 'verified'),
  row('en', 'Solve 2x + y = 7 and x - y = 2', 'x = 3, y = -1', 'failed'),
  row('en', 'Solve x^2 + x - 12 = 0', 'x = 3', 'failed'),
  row('en', 'Calculate 2/3 + 3/4', '1 5/12', 'verified'),
  row('en', 'Calculate 2/3 + 3/4', '1 1/12', 'failed'),
  row('en', 'Solve cos(x) = 1', 'x = 2kπ', 'verified'),
  row('en', 'What is cos(60°)?', '0.5°', 'unchecked'),
  row('fr', 'Résous x² - 16 ≥ 0', ']-∞ ; -4] ∪ [4 ; +∞[', 'verified'),
  row('fr', 'Résous x² - 16 ≥ 0', ']-∞ ; -4[ ∪ ]4 ; +∞[', 'failed'),
  row('fr', 'Résous 3 - 2x > 7', 'x > -2', 'failed'),
  row('fr', 'Simplifie 10/15', '2/3', 'verified'),
  row('es', 'Resuelve |x + 2| = 4', 'x = 2 o x = -6', 'verified'),
  row('es', 'Resuelve |x + 2| = 4', 'x = 2', 'failed'),
  row('es', 'Resuelve log_3(x) = 2', 'x = 6', 'failed'),
  row('es', 'Resuelve cos(x) = 0', 'x = π/2 + kπ, k entero', 'verified'),
  row('zh-Hans', '解方程 x²-7x+10=0', 'x=2或x=5', 'verified'),
  row('zh-Hans', '解不等式 3x+2≤8', '解集为 {x | x ≤ 2}', 'verified'),
  row('zh-Hans', '解不等式 3x+2≤8', 'x<2', 'failed'),
  row('zh-Hans', '计算 1又1/3 + 2/3', '2', 'verified'),
  row('zh-Hant', '解方程組 x+y=8, x-y=2', 'x=5，y=3', 'verified'),
  row('zh-Hant', '解不等式 x²-1>0', '解集為 x<-1或x>1', 'verified'),
  row('zh-Hant', '解不等式 x²-1>0', '-1<x<1', 'failed'),
  row('zh-Hant', '計算 sin(30°)', '1/2°', 'unchecked'),
  row('zh-Hant', '求 60 的 25%', '15%', 'failed'),
]
