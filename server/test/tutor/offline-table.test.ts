import type { Lang } from '@contract/common'
import { checkAnswer } from '../../src/modules/tutor/check'
import { answerOffline, readQuestion, type MathKind } from '../../src/modules/tutor/offline'
import { numbersOf, similarExample } from '../../src/modules/tutor/offline/similar'
import { languageProblem } from './tables/language'
import { solve } from '../../src/modules/tutor/offline/solve'

/**
 * Questions as students type them, in five languages, with answers worked out by hand (not by the
 * engine). `final.text` is the engine's plain, language-neutral form of the answer.
 */
const TABLE: [Lang, string, MathKind, string][] = [
  // arithmetic
  ['en', '(-3)^2 * 2 - 7', 'arithmetic', '11'],
  ['zh-Hans', '计算 (2+3)×4−6÷2', 'arithmetic', '17'],
  ['fr', 'Calcule 2,5 × 4 + 1', 'arithmetic', '11'],
  ['es', '¿Cuánto es 15 - 4 × 3?', 'arithmetic', '3'],
  ['zh-Hant', '計算 √49 + 2³', 'arithmetic', '15'],
  ['en', 'What is 0.1 + 0.2?', 'arithmetic', '0.3'],
  ['en', '2^10 - 24', 'arithmetic', '1000'],
  ['zh-Hans', '（１２－４）÷２＝', 'arithmetic', '4'],
  ['fr', 'Combien font 7 × 8 − 6 ?', 'arithmetic', '50'],
  ['es', 'Calcula 100 ÷ 8', 'arithmetic', '12.5'],
  ['zh-Hant', '3加5等於多少', 'arithmetic', '8'],
  ['fr', 'Combien font 7 fois 8 ?', 'arithmetic', '56'],
  ['es', '¿Cuánto es 9 menos 4 por 2?', 'arithmetic', '1'],
  // fractions
  ['zh-Hant', '計算 3/4 + 1/6', 'fraction', '11/12'],
  ['en', '1/3 + 2/5 =', 'fraction', '11/15'],
  ['fr', 'Calcule 2/3 × 9/4', 'fraction', '3/2'],
  ['es', 'Calcula 3/4 ÷ 2/5', 'fraction', '15/8'],
  ['zh-Hans', '计算 5/6 - 1/4', 'fraction', '7/12'],
  ['en', 'Simplify 18/24', 'fraction', '3/4'],
  ['zh-Hant', '½ + ⅓', 'fraction', '5/6'],
  ['fr', '1 - 3/8', 'fraction', '5/8'],
  ['en', 'What is 3/4 of 20?', 'fraction', '15'],
  ['zh-Hans', '20的3/4是多少', 'fraction', '15'],
  // percentages
  ['en', 'What is 12.5% of 80?', 'percentage', '10'],
  ['zh-Hans', '80的12.5%是多少', 'percentage', '10'],
  ['fr', 'Combien font 15 % de 60 ?', 'percentage', '9'],
  ['es', '¿Cuánto es el 20% de 150?', 'percentage', '30'],
  ['zh-Hant', '20 是 80 的百分之幾', 'percentage', '25%'],
  ['en', 'What percent of 80 is 20?', 'percentage', '25%'],
  ['fr', 'Quel pourcentage de 200 représente 30 ?', 'percentage', '15%'],
  ['zh-Hans', '计算 120 × 25%', 'percentage', '30'],
  // linear equations
  ['zh-Hans', '解方程 2x+3=7', 'linear', 'x = 2'],
  ['en', 'Solve 3x - 5 = 10', 'linear', 'x = 5'],
  ['fr', 'Résous 5x + 2 = 3x - 6', 'linear', 'x = -4'],
  ['es', 'Resuelve 4(x - 1) = 2x + 6', 'linear', 'x = 5'],
  ['zh-Hant', '解方程式 x/2 + 1/3 = 5/6', 'linear', 'x = 1'],
  ['en', 'Solve 0.5x + 2 = 3.5', 'linear', 'x = 3'],
  ['fr', 'Résoudre 0,2x − 1 = 0,4', 'linear', 'x = 7'],
  ['zh-Hans', '求 7 - 2x = 1 的解', 'linear', 'x = 3'],
  ['es', 'Resuelve 2x + 1 = 2x + 5', 'linear', 'x ∈ ∅'],
  ['en', 'Solve 3x = 7', 'linear', 'x = 7/3'],
  ['en', 'If 3x + 2 = 11, what is x?', 'linear', 'x = 3'],
  ['fr', "Résoudre l'équation 2x + 5 = 11", 'linear', 'x = 3'],
  ['zh-Hant', '解方程式：3（x－1）＝２x＋１', 'linear', 'x = 4'],
  // quadratic equations
  ['zh-Hans', '求 x^2-5x+6=0 的解', 'quadratic', 'x = 2, x = 3'],
  ['fr', 'Résoudre x² - 4 = 0', 'quadratic', 'x = -2, x = 2'],
  ['en', 'Solve x^2 - 5x + 3 = 0', 'quadratic', 'x = (5 + sqrt(13))/2, x = (5 - sqrt(13))/2'],
  ['es', 'Resuelve x^2 + x + 1 = 0', 'quadratic', 'x ∈ ∅'],
  ['zh-Hant', '解方程式 x² = 3x', 'quadratic', 'x = 0, x = 3'],
  ['en', 'Solve 2x^2 - 5x + 2 = 0', 'quadratic', 'x = 1/2, x = 2'],
  ['zh-Hans', '解方程 x²-4x+1=0', 'quadratic', 'x = 2 + sqrt(3), x = 2 - sqrt(3)'],
  ['fr', 'Résous x^2 + 6x + 9 = 0', 'quadratic', 'x = -3'],
  ['es', 'Resuelve x(x - 4) = 5', 'quadratic', 'x = -1, x = 5'],
  ['zh-Hant', '解 2x² − 8 = 0', 'quadratic', 'x = -2, x = 2'],
  ['zh-Hans', '解方程 x平方 - 9 = 0', 'quadratic', 'x = -3, x = 3'],
  // systems
  ['es', 'Resuelve el sistema x+y=5, x-y=1', 'system', 'x = 3, y = 2'],
  ['en', 'Solve the system 2x + 3y = 13, 3x - 2y = 0', 'system', 'x = 2, y = 3'],
  ['zh-Hans', '解方程组 x+y+z=6, x-y+z=2, 2x+y-z=1', 'system', 'x = 1, y = 2, z = 3'],
  ['fr', 'Résous le système 3a + b = 7 ; a - b = 1', 'system', 'a = 2, b = 1'],
  ['zh-Hant', '解聯立方程式 2x − y = 4，x + y = 8', 'system', 'x = 4, y = 4'],
  ['en', 'x + 2y = 4\nx - y = 1', 'system', 'x = 2, y = 1'],
  ['es', 'Resuelve x + y = 3 y 2x - y = 0', 'system', 'x = 1, y = 2'],
  // simplification
  ['zh-Hans', '化简 (x+1)^2 - (x-1)^2', 'simplify', '4x'],
  ['fr', 'Simplifier 2(x+3) - x', 'simplify', 'x + 6'],
  ['en', 'Expand (x + 2)(x - 3)', 'simplify', 'x^2 - x - 6'],
  ['es', 'Simplifica 3a + 2b - a + 4b', 'simplify', '2a + 6b'],
  ['zh-Hant', '化簡 (x^2 - 1)/(x - 1)', 'simplify', 'x + 1'],
  ['en', 'Simplify (a + b)^2 - (a - b)^2', 'simplify', '4a*b'],
  ['fr', 'Développe x(x + 5) - 5x', 'simplify', 'x^2'],
  ['zh-Hans', '化简 ３（x－２）－２（x＋１）', 'simplify', 'x - 8'],
  // derivatives
  ['zh-Hans', '求 y=x^3-2x 的导数', 'derivative', "y' = 3x^2 - 2"],
  ['en', 'derivative of sin(x)*x^2', 'derivative', "f'(x) = x^2*cos(x) + 2x*sin(x)"],
  ['fr', 'dérivée de f(x) = (2x+1)/(x-3)', 'derivative', "f'(x) = -7/(x - 3)^2"],
  ['es', 'derivada de (x^2+1)^3', 'derivative', "f'(x) = 6x*(x^2 + 1)^2"],
  ['zh-Hant', '求 y = e^(2x) 的導數', 'derivative', "y' = 2e^(2x)"],
  ['en', 'Differentiate ln(x^2 + 1)', 'derivative', "f'(x) = 2x/(x^2 + 1)"],
  ['fr', 'Dérive cos(3x)', 'derivative', "f'(x) = -3*sin(3x)"],
  ['es', 'derivada de x^4 - 3x^2 + 5', 'derivative', "f'(x) = 4x^3 - 6x"],
  ['es', "f(x) = x^2 + 3x, halla f'(x)", 'derivative', "f'(x) = 2x + 3"],
]

/** Characters whose Traditional form differs (这→這 …), and the reverse. 解 is the same in both scripts. */
const LABELS: Record<Lang, { hint: string; answer: string; foreign: RegExp }> = {
  en: { hint: '**Hint:**', answer: '**Answer:**', foreign: /Étape|Paso|Réponse|Respuesta|Indice|Pista/ },
  fr: { hint: '**Indice :**', answer: '**Réponse :**', foreign: /\bthe\b|\bStep\b|\bPaso\b|Respuesta/ },
  es: { hint: '**Pista:**', answer: '**Respuesta:**', foreign: /\bthe\b|\bStep\b|Étape|Réponse/ },
  'zh-Hans': { hint: '**提示：**', answer: '**答案：**', foreign: /\bStep\b|Étape|Paso/ },
  'zh-Hant': { hint: '**提示：**', answer: '**答案：**', foreign: /\bStep\b|Étape|Paso/ },
}

/** Whether a reply shows the answer: as its own formula ($11$), after an equals sign, or as an equation (x = 2). */
function reveals(markdown: string, latex: string): boolean {
  const escaped = latex.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return latex.includes('=') ? markdown.includes(latex) : new RegExp(`(\\$|=\\s*)${escaped}(?![\\d.])`).test(markdown)
}

function expectLanguage(lang: Lang, markdown: string) {
  expect(markdown).not.toMatch(LABELS[lang].foreign)
  expect(languageProblem(lang, markdown)).toBeNull()
}

describe('offline maths engine: the question table', () => {
  it('covers at least 60 questions, every language and every kind', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60)
    expect(new Set(TABLE.map((r) => r[0])).size).toBe(5)
    expect(new Set(TABLE.map((r) => r[2])).size).toBe(8)
  })

  describe.each(TABLE)('[%s] %s', (lang, question, kind, expected) => {
    const solution = answerOffline(question, { lang, level: 'solution' })

    it(`gives the full solution with the answer ${expected}`, () => {
      expect(solution?.kind).toBe(kind)
      expect(solution?.final?.text).toBe(expected)
      expect(solution?.markdown).toContain(LABELS[lang].answer)
      expect(reveals(solution!.markdown, solution!.final!.latex)).toBe(true)
      expectLanguage(lang, solution!.markdown)
    })

    it("is verified by the independent checker that also judges models' answers", () => {
      expect(solution?.verdict).toBe('verified')
      expect(checkAnswer(question, solution!.final!.text, lang).status).toBe('verified')
    })

    it('hints without revealing the answer', () => {
      const hint = answerOffline(question, { lang })
      expect(hint?.final).toBeNull()
      expect(hint?.markdown).toContain(LABELS[lang].hint)
      expect(reveals(hint!.markdown, solution!.final!.latex)).toBe(false)
      expect(hint?.markdown).not.toContain(LABELS[lang].answer)
      expectLanguage(lang, hint!.markdown)
    })

    it('works a similar example with different numbers, then hands back to the student', () => {
      const problem = readQuestion(question, lang)!
      const example = similarExample(problem, solve(problem)!, 1234)
      expect(example).not.toBeNull()
      expect(numbersOf(example!.problem)).not.toBe(numbersOf(problem))
      expect(example!.solved.kind).toBe(kind)
      const reply = answerOffline(question, { lang, level: 'example' })
      expect(reply?.final).toBeNull()
      expect(reply?.markdown).toContain(LABELS[lang].answer) // the example's own answer
      expectLanguage(lang, reply!.markdown)
    })
  })
})
