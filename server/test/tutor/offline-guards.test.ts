import fc from 'fast-check'
import { fraction } from 'mathjs'
import { LANGS, type Lang } from '@contract/common'
import { checkAnswer } from '../../src/modules/tutor/check'
import { answerOffline, offlineLimitReply, rateDifficulty } from '../../src/modules/tutor/offline'

const solution = (q: string, lang: Lang = 'en') => answerOffline(q, { lang, level: 'solution' })

/**
 * Guard against pathological input (a hang, a blow-up), not a speed test: work that takes longer
 * than `ms` must still take less than 40 times an ordinary question answered at every rung, timed
 * right then on this machine, so load from other processes falls on both sides of the ratio.
 */
function quickly<T>(work: () => T, ms = 1500): T {
  const started = performance.now()
  const result = work()
  const took = performance.now() - started
  if (took >= ms) {
    const before = performance.now()
    for (const level of ['hint', 'example', 'solution'] as const) answerOffline('Solve 2x + 3 = 7', { lang: 'en', level })
    expect(took).toBeLessThan(40 * (performance.now() - before))
  }
  return result
}

describe('offline engine: what it refuses', () => {
  it.each([
    'Write an essay about the French Revolution',
    'Who won the World Cup in 2018?',
    'What is photosynthesis?',
    'A car travels 120 km in 1.5 hours. What is its average speed?',
    "Explain Newton's second law, F = ma",
    '请帮我写一篇关于春天的作文',
    '¿Quién escribió Don Quijote?',
    "Quelle est la capitale de l'Australie ?",
    '太陽為什麼是熱的？',
    'Who was president from 1990-1995?',
    'hello',
    '',
    '   ',
    'Factorise x^2 + x + 1',
    'Solve x^3 - 1 = 0',
    'Solve x^2 + y = 1',
    'Solve sin(x) = 0.5',
    '5/0 + 1',
    'lim x->0 sin(x)/x',
    'Solve x^2 > 4',
    'Round 3.14159 to two decimal places',
    'Solve 2x + 3 = 7 = 9',
    'Solve x + y = 3',
    'integrate x^2 dx',
    '∫ x dx',
  ])('returns null for %j', (question) => {
    for (const level of ['hint', 'example', 'solution'] as const) expect(answerOffline(question, { lang: 'en', level })).toBeNull()
  })

  it('refuses input over 2000 characters at once', () => {
    const long = `Solve ${'1 + '.repeat(600)}x = 3`
    expect(long.length).toBeGreaterThan(2000)
    quickly(() => expect(solution(long)).toBeNull(), 200)
    quickly(() => expect(checkAnswer(long, 'x = 1').status).toBe('unchecked'), 200)
    quickly(() => rateDifficulty(long), 200)
  })

  it.each([
    '9^9^9',
    '2^2^2^2^2^2^2^2',
    'Compute 999999999999999^64',
    `1${'0'.repeat(400)} + 1`,
    'Solve x^1000000 = 1',
    'Expand (x+1)^60',
    `Simplify ${Array(20).fill('(x+1)').join('*')}`,
    'simplify (x+y+z)^12',
    `Solve ${'('.repeat(500)}x${')'.repeat(500)} = 1`,
    Array(1000).fill('1').join('+'),
    `derivative of ${'sin(x)*'.repeat(30)}x`,
    `derivative of ${Array(12).fill('sin(cos(x))').join('*')}`,
    `derivative of ${'x^'.repeat(30)}2`,
    `simplify sin(x)^2 + cos(x)^2 + ${Array(30).fill('tan(x)').join('+')}`,
    'x^2 + 999999999999999x + 999999999999999 = 0',
  ])('gives up quickly on pathological input %#', (question) => {
    quickly(() => expect(solution(question)).toBeNull())
    quickly(() => checkAnswer(question, 'x = 1'))
  })

  it('never throws and stays bounded on random maths-like text', () => {
    const alphabet = fc.constantFrom(...'0123456789+-*/^()=xyz.,;%√²³ ×÷sincoslnexp求解化简导数 '.split(''))
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), fc.constantFrom(...LANGS), (chars, lang) => {
        const q = chars.join('')
        quickly(() => {
          for (const level of ['hint', 'example', 'solution'] as const) answerOffline(q, { lang, level })
          expect(['verified', 'failed', 'unchecked']).toContain(checkAnswer(q, 'x = 2').status)
          expect(['easy', 'medium', 'hard']).toContain(rateDifficulty(q))
        })
      }),
      { numRuns: 150, seed: 20261122 },
    )
  }, 120_000) // 150 questions at three rungs each: seconds under load
})

describe('offline engine: properties', () => {
  const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`)

  it('solves any linear equation ax + b = c exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }).filter((a) => a !== 0), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (a, b, c) => {
        const answer = solution(`Solve ${a}x ${signed(b)} = ${c}`)
        expect(answer?.final?.text).toBe(`x = ${fraction(c - b, a).toFraction()}`)
      }),
      { numRuns: 100, seed: 1 },
    )
  })

  it('adds any two fractions exactly', () => {
    const part = fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 2, max: 30 }))
    fc.assert(
      fc.property(part, part, ([p, q], [r, s]) => {
        const answer = solution(`${p}/${q} + ${r}/${s}`)
        expect(answer?.final?.text).toBe(fraction(p, q).add(fraction(r, s)).toFraction())
      }),
      { numRuns: 100, seed: 2 },
    )
  })

  it('finds the roots a quadratic was built from, in either form', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }), (r, s) => {
        const [lo, hi] = r <= s ? [r, s] : [s, r]
        const answer = solution(`Solve x^2 ${signed(-(r + s))}x ${signed(r * s)} = 0`)
        expect(answer?.final?.text).toBe(lo === hi ? `x = ${lo}` : `x = ${lo}, x = ${hi}`)
        expect(checkAnswer(`Solve x^2 ${signed(-(r + s))}x ${signed(r * s)} = 0`, `x = ${hi} or x = ${lo}`).status).toBe('verified')
      }),
      { numRuns: 80, seed: 3 },
    )
  })

  it('solves any 2×2 system with a unique solution', () => {
    const coef = fc.integer({ min: -9, max: 9 })
    fc.assert(
      fc.property(coef, coef, coef, coef, fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), (a, b, c, d, x, y) => {
        fc.pre(a * d - b * c !== 0 && a !== 0 && c !== 0)
        const eq = (p: number, q: number) => `${p}x ${signed(q)}y = ${p * x + q * y}`
        const answer = solution(`Solve the system ${eq(a, b)}, ${eq(c, d)}`)
        expect(answer?.final?.text).toBe(`x = ${x}, y = ${y}`)
      }),
      { numRuns: 80, seed: 4 },
    )
  })
})

describe('offline engine: help ladder and tone', () => {
  const q = 'Solve 3x - 5 = 10'

  it('hints by default', () => {
    const reply = answerOffline(q, { lang: 'en' })
    expect(reply?.final).toBeNull()
    expect(reply?.markdown).toContain('**Hint:**')
    expect(reply?.markdown).toMatch(/\?/)
  })

  it('gives the same example every time for the same question', () => {
    const a = answerOffline(q, { lang: 'es', level: 'example' })
    const b = answerOffline(q, { lang: 'es', level: 'example' })
    expect(a?.markdown).toBe(b?.markdown)
    expect(a?.markdown).toContain('**Tu turno:**')
  })

  it('is short and plain when the tone is concise, warm when encouraging', () => {
    const concise = answerOffline(q, { lang: 'en', level: 'solution', toneId: 4 })!.markdown
    const warm = answerOffline(q, { lang: 'en', level: 'solution', toneId: 1 })!.markdown
    expect(concise.length).toBeLessThan(warm.length)
    expect(concise.startsWith('Solve')).toBe(true)
    expect(concise).not.toContain('\\checkmark')
    expect(warm).toContain('\\checkmark')
  })

  it('speaks playfully or rigorously when asked', () => {
    expect(answerOffline(q, { lang: 'fr', level: 'solution', toneId: 3 })!.markdown).toMatch(/🕵️|🧩/)
    expect(answerOffline(q, { lang: 'fr', level: 'solution', toneId: 2 })!.markdown).toMatch(/rigueur|précis/)
  })

  it('treats an unknown tone as encouraging', () => {
    expect(answerOffline(q, { lang: 'en', level: 'solution', toneId: 99 })?.markdown).toBe(answerOffline(q, { lang: 'en', level: 'solution', toneId: 1 })?.markdown)
  })
})

describe('offline engine: difficulty', () => {
  it.each([
    ['2 + 3', 'easy'],
    ['Solve 3x - 5 = 10', 'easy'],
    ['计算 3/4 + 1/6', 'medium'],
    ['Solve x^2 - 5x + 6 = 0', 'medium'],
    ['derivative of sin(x)*x^2', 'medium'],
    ['Solve x^2 - 5x + 3 = 0', 'hard'],
    ['x+y+z=6, x-y+z=2, 2x+y-z=1', 'hard'],
    ['Prove that √2 is irrational', 'hard'],
    ['What is photosynthesis?', 'medium'],
  ] as const)('rates %j as %s', (question, level) => {
    expect(rateDifficulty(question)).toBe(level)
  })
})

describe('offline engine: the honest limit reply', () => {
  const SIMPLIFIED_ONLY = /[这们题数为说个来过时样进问实导简项组约减开将与并复边两么对积设试现检验错换轮结论连没图请还]/

  it.each(LANGS)('explains in %s what needs a model, for text and for photos', (lang) => {
    const text = offlineLimitReply(lang, 'text')
    const image = offlineLimitReply(lang, 'image')
    expect(text).not.toBe(image)
    for (const reply of [text, image]) {
      expect(reply).toContain('x^2 - 5x + 6 = 0') // something it can do offline, ready to copy
      if (lang === 'zh-Hant') expect(reply).not.toMatch(SIMPLIFIED_ONLY)
      if (!lang.startsWith('zh')) expect(reply).not.toMatch(/[\u3400-\u9fff]/)
    }
    expect(image).toMatch(/photo|image|照片|圖片|图片|foto/i)
  })
})
