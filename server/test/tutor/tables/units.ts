import { checkerRow as row, type CheckerRow } from './checker-rows'

/**
 * Answers with a unit or a currency (session 9, second round): the checker's badge for each.
 * Written before the claim reader learned units. A unit never changes the value: the number is read
 * as it stands when the unit is the question's own (元 = 块 = yuan, € = euros = 欧元), or the
 * question names none; another unit (0.5 m for a question in cm) leaves the answer unchecked.
 * First run (before the change): 8/40 rows as expected: 26 right answers with a unit and 6 wrong ones
 * unchecked ("$30" and "$35" were already read: a lone $ went the LaTeX way), 6 other-unit rows unchecked;
 * 0 verified where failed or unchecked was expected. (Two degree rows were then changed to unchecked, see
 * below; against them the first run is 10/40.)
 */
export const UNIT_ROWS: CheckerRow[] = [
  // Right answers with the question's own unit or currency: verified.
  row('en', 'A shirt costs $40 and is 25% off. What is the sale price?', '$30', 'verified'),
  row('en', 'A shirt costs $40 and is 25% off. What is the sale price?', '30 dollars', 'verified'),
  row('en', 'If 5 pencils cost 3 yuan, how much do 12 pencils cost?', '7.2 yuan', 'verified'),
  row('en', 'If 5 pencils cost 3 yuan, how much do 12 pencils cost?', '7.2元', 'verified'),
  row('en', 'What is 20% of 50 cm?', '10 cm', 'verified'),
  row('en', 'What is 20% of 50 kg?', 'x = 10 kg', 'verified'),
  row('fr', 'Un pull coûte 40 € avec une remise de 25 %. Quel est le prix après remise ?', '30 €', 'verified'),
  row('fr', 'Un pull coûte 40 € avec une remise de 25 %. Quel est le prix après remise ?', '30 euros', 'verified'),
  row('fr', 'Si 3 cahiers coûtent 4,50 €, combien coûtent 8 cahiers ?', '12,00 €', 'verified'),
  row('fr', 'Combien font 20 % de 50 km ?', '10 km', 'verified'),
  row('es', 'Un libro de 60 € tiene un descuento del 20%. ¿Cuánto cuesta?', '48 €', 'verified'),
  row('es', '¿Cuánto es el 20% de 60 euros?', '12 euros', 'verified'),
  row('es', 'Si 3 cuadernos cuestan 6 euros, ¿cuánto cuestan 5 cuadernos?', '€10', 'verified'),
  row('zh-Hans', '一件衣服原价200元，打八折后多少元？', '160元', 'verified'),
  row('zh-Hans', '一件衣服原价200元，打八折后多少元？', '160 块', 'verified'),
  row('zh-Hans', '3个苹果6元，5个多少元？', '答：10元', 'verified'),
  row('zh-Hant', '原價120元，打九折後是多少元？', '108元', 'verified'),
  row('zh-Hant', '4 個蘋果 10 元，6 個多少元？', '15 元', 'verified'),
  // The question names no unit: a unit on the answer cannot change its value.
  row('en', 'Calculate 15 * 3', '45 km', 'verified'),
  row('fr', 'Calcule 7,5 × 4', '30 kg', 'verified'),
  row('es', 'Calcula 18 / 4', '4.5 h', 'verified'),
  row('zh-Hans', '计算 12 × 3', '36个', 'verified'),
  row('zh-Hans', '计算 12 × 3', '36 cm²', 'verified'),
  row('zh-Hant', '計算 12 × 3', '36 支', 'verified'),
  row('en', 'What is 25% of 80?', '20 min', 'verified'),
  // Wrong answers with a unit: failed, the unit does not rescue them.
  row('en', 'A shirt costs $40 and is 25% off. What is the sale price?', '$35', 'failed'),
  row('en', 'If 5 pencils cost 3 yuan, how much do 12 pencils cost?', '20 yuan', 'failed'),
  row('fr', 'Un pull coûte 40 € avec une remise de 25 %. Quel est le prix après remise ?', '10 €', 'failed'),
  row('es', 'Un libro de 60 € tiene un descuento del 20%. ¿Cuánto cuesta?', '12 euros', 'failed'),
  row('zh-Hans', '一件衣服原价200元，打八折后多少元？', '40元', 'failed'),
  row('zh-Hant', '原價120元，打九折後是多少元？', '12 元', 'failed'),
  row('en', 'Calculate 15 * 3', '18 km', 'failed'),
  // Another unit than the question's: never verified (no conversions), unchecked.
  row('en', 'What is 20% of 50 cm?', '0.1 m', 'unchecked'),
  row('en', 'What is 20% of 50 cm?', '10 kg', 'unchecked'),
  row('en', 'If 5 pencils cost 3 yuan, how much do 12 pencils cost?', '7.2 €', 'unchecked'),
  row('fr', 'Combien font 20 % de 50 km ?', '10 m', 'unchecked'),
  row('es', '¿Cuánto es el 20% de 60 euros?', '12 dólares', 'unchecked'),
  row('zh-Hans', '一件衣服原价200元，打八折后多少元？', '160欧元', 'unchecked'),
  // Degrees only where the question says degrees (written 'verified' at first: an angle with no unit
  // is in radians, so "30°" for arcsin(0.5) would be failed if read as 30; changed with the reader).
  row('en', 'Calculate 9 * 5', '45°', 'unchecked'),
  row('zh-Hans', '计算 9 × 5', '45度', 'unchecked'),
]
