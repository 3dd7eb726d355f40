import { checkerRow as row, type CheckerRow } from './checker-rows'

/**
 * Answer traps (session 10): a question a secondary-school student asks and a candidate answer of
 * the kind a model gets subtly wrong, with the badge the checker should give. Written before any
 * change to the checker, the badges worked out by hand:
 *   verified   the answer is right (in any usual form: fraction, decimal rounded to what it shows,
 *              percent, interval, union, Chinese 或 / 解集为, a general solution with k);
 *   failed     the answer is wrong: a root missing or extra, a flipped inequality, an end point in
 *              or out, a wrong rounding, a simplification left undone when simplifying was asked;
 *   unchecked  the answer cannot be judged as written (a unit the question does not use, a unit on a
 *              number that has none).
 * A question the checker cannot read leaves any answer unchecked: that row counts as "unchecked",
 * never as harm. Harm is a wrong answer verified.
 *
 * First run, on main (005ff88) before any change: 56/76 right badge, 5 wrongly verified ("1 3/4" read
 * as 3/4 for 1/2 + 1/4; "0.5°" for sin(30°) and "1°" for tan(45°); "6/8" and "2√18" where simplifying
 * was asked), 1 wrongly failed (the mixed number "1 3/4" for 7/4), 14 unchecked (general solutions with
 * k, "] -2 ; 3 [", "x ≈ 1,41 ou x ≈ -1,41", 解集为 {x | x > 2}, "1又1/2", "x ≠ 2", "S = {1 ; 4}", a
 * question with a mixed number). The first 64 rows alone: 47/64, 5, 1, 11; the last 12 were added in
 * the same sitting, before any code change, after that first score. The table is not held out: the
 * checker was then fixed against it. After the work: 76/76, 0 wrongly verified. A held-out set written
 * after the work (answer-traps-held-out.ts, 24 rows) scored 24/24 on its one run.
 */
export const TRAP_ROWS: CheckerRow[] = [
  // ── en ──
  row('en', 'Solve x + y = 10 and x - y = 4', 'x = 7, y = 3', 'verified'),
  row('en', 'Solve x + y = 10 and x - y = 4', 'x = 7, y = 4', 'failed'),
  row('en', 'Solve x^2 - 5x + 6 = 0', 'x = 2', 'failed'),
  row('en', 'Solve x^2 - 4 > 0', 'x < -2 or x > 2', 'verified'),
  row('en', 'Solve x^2 - 4 > 0', '(-∞, -2) ∪ (2, +∞)', 'verified'),
  row('en', 'Solve x^2 - 4 > 0', 'x > 2', 'failed'),
  row('en', 'Calculate 1/2 + 5/4', '1 3/4', 'verified'),
  row('en', 'Calculate 1/2 + 1/4', '1 3/4', 'failed'),
  row('en', 'Calculate pi', '≈ 3.14', 'verified'),
  row('en', 'Calculate pi', '3.1415', 'failed'),
  row('en', 'Solve sqrt(x + 2) = x', 'x = 2 or x = -1', 'failed'),
  row('en', 'Solve sin(x) = 1/2', 'x = π/6 + 2kπ or x = 5π/6 + 2kπ', 'verified'),
  row('en', 'Solve sin(x) = 1/2', 'x = π/6 + 2kπ', 'failed'),
  row('en', 'Solve cos(x) = 0', 'x = π/2 + kπ', 'verified'),
  row('en', 'What is sin(30°)?', '0.5°', 'unchecked'),
  row('en', 'What is 20% of 50 cm²?', '10 cm', 'unchecked'),
  row('en', 'Solve (1/2)^x > 4', 'x < -2', 'verified'),
  row('en', 'Solve (1/2)^x > 4', 'x > -2', 'failed'),
  // ── fr ──
  row('fr', 'Résous le système x + 2y = 7 et 3x - y = 7', 'x = 3 ; y = 2', 'verified'),
  row('fr', 'Résous le système x + 2y = 7 et 3x - y = 7', 'x = 2 ; y = 3', 'failed'),
  row('fr', 'Résous -3x + 6 ≤ 18', 'x ≥ -4', 'verified'),
  row('fr', 'Résous -3x + 6 ≤ 18', 'x ≤ -4', 'failed'),
  row('fr', 'Résous |x - 3| = 5', 'x = 8', 'failed'),
  row('fr', 'Résous |2x - 1| < 5', '] -2 ; 3 [', 'verified'),
  row('fr', 'Résous |2x - 1| < 5', '[-2 ; 3]', 'failed'),
  row('fr', 'Calcule 7/8 - 1/4', '0,625', 'verified'),
  row('fr', 'Calcule 7/8 - 1/4', '62,5 %', 'verified'),
  row('fr', 'Simplifie 6/8', '6/8', 'failed'),
  row('fr', 'Simplifie √72', '2√18', 'failed'),
  row('fr', 'Résous x² = 2', 'x ≈ 1,41 ou x ≈ -1,41', 'verified'),
  // ── es ──
  row('es', 'Resuelve log_2(x) = 5', 'x = 32', 'verified'),
  row('es', 'Resuelve log_2(x) = 5', 'x = 10', 'failed'),
  row('es', 'Resuelve log(x) + log(x - 3) = 1', 'x = 5 o x = -2', 'failed'),
  row('es', 'Resuelve log(x) + log(x - 3) = 1', 'x = 5', 'verified'),
  row('es', 'Calcula log_3(81)', '4', 'verified'),
  row('es', 'Resuelve x^2 + 2x - 15 = 0', 'x = 3 y x = -5', 'verified'),
  row('es', 'Resuelve x^2 + 2x - 15 = 0', 'x = -3 y x = 5', 'failed'),
  row('es', 'Resuelve 2x - 7 ≥ 1', '[4, +∞)', 'verified'),
  row('es', 'Resuelve 2x - 7 ≥ 1', '(4, +∞)', 'failed'),
  row('es', '¿Qué porcentaje de 80 es 20?', '25 %', 'verified'),
  row('es', '¿Qué porcentaje de 80 es 20?', '2,5 %', 'failed'),
  row('es', 'Calcula el 15% de 80', '12 %', 'failed'),
  // ── zh-Hans ──
  row('zh-Hans', '解方程 x²-x-6=0', 'x=3或x=-2', 'verified'),
  row('zh-Hans', '解方程 x²-x-6=0', 'x₁=3，x₂=-2', 'verified'),
  row('zh-Hans', '解方程 x²-x-6=0', 'x=3', 'failed'),
  row('zh-Hans', '解不等式 2x-1>3', '解集为 {x | x > 2}', 'verified'),
  row('zh-Hans', '解不等式 2x-1>3', '解集为 {x | x < 2}', 'failed'),
  row('zh-Hans', '解方程 x²+1=0', '无解', 'verified'),
  row('zh-Hans', '解方程组 x+y=5, x-y=1', 'x=3，y=2', 'verified'),
  row('zh-Hans', '解方程组 x+y=5, x-y=1', 'x=2，y=3', 'failed'),
  row('zh-Hans', '解方程 x²=9', 'x=±3', 'verified'),
  row('zh-Hans', '计算 1/3 + 1/6', '0.5', 'verified'),
  row('zh-Hans', '计算 1/3 + 1/6', '1又1/2', 'failed'),
  row('zh-Hans', '计算 2又1/2 + 1/4', '2又3/4', 'verified'),
  // ── zh-Hant ──
  row('zh-Hant', '解方程 x²-4x+3=0', 'x=1或x=3', 'verified'),
  row('zh-Hant', '解方程 x²-4x+3=0', 'x=-1或x=-3', 'failed'),
  row('zh-Hant', '解不等式 -2x+4>10', 'x<-3', 'verified'),
  row('zh-Hant', '解不等式 -2x+4>10', 'x>-3', 'failed'),
  row('zh-Hant', '解不等式 x²-9≤0', '解集為 -3≤x≤3', 'verified'),
  row('zh-Hant', '解不等式 x²-9≤0', '解集為 x≤-3或x≥3', 'failed'),
  row('zh-Hant', '計算 tan(45°)', '1°', 'unchecked'),
  row('zh-Hant', '計算 cos(60°)', '1/2', 'verified'),
  row('zh-Hant', '求 80 的 15%', '12', 'verified'),
  row('zh-Hant', '求 80 的 15%', '0.12', 'failed'),
  // ── added in the same sitting, still before any code change (a second pass at forms) ──
  row('en', 'Solve x^2 = 2x', 'x = 2', 'failed'),
  row('en', 'Solve x^2 - 6x + 9 = 0', 'x = 3', 'verified'),
  row('en', 'Solve (x - 1)(x + 2) ≥ 0', '-2 ≤ x ≤ 1', 'failed'),
  row('en', 'Solve (x - 2)^2 > 0', 'x ≠ 2', 'verified'),
  row('en', 'Evaluate 2^(-3)', '-8', 'failed'),
  row('fr', 'Résous x² - 5x + 4 = 0', 'S = {1 ; 4}', 'verified'),
  row('fr', 'Résous x² - 5x + 4 = 0', 'S = {1}', 'failed'),
  row('es', 'Resuelve x^2 - 9 = 0', 'x = 3 o -3', 'verified'),
  row('es', 'Calcula la raíz cuadrada de 2', '1,4142', 'verified'),
  row('es', 'Calcula la raíz cuadrada de 2', '1,4143', 'failed'),
  row('zh-Hans', '解方程 x²-5x=0', 'x=5', 'failed'),
  row('zh-Hans', '解不等式 x²-x-2<0', '-1<x<2', 'verified'),
]
