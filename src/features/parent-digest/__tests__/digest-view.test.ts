import { LANGS } from '@contract/langs'
import { barHeights, tokenFrom, trend, weekIsEmpty } from '../model/digest-view'
import { PARENT_DELIVERY_STRINGS } from '../strings-delivery'
import { PARENT_STRINGS } from '../strings'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (out, [k, v]) => Object.assign(out, typeof v === 'string' ? { [`${prefix}${k}`]: v } : flatten(v, `${prefix}${k}.`)),
    {},
  )

describe("the parent's week view", () => {
  it('draws bars relative to the busiest day, a small day still visible, an empty day flat', () => {
    expect(barHeights([0, 30, 60, 1, 0, 0, 0])).toEqual([0, 50, 100, 4, 0, 0, 0])
    expect(barHeights([0, 0, 0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0, 0, 0])
  })

  it('compares with last week', () => {
    expect(trend(5, 3)).toBe('up')
    expect(trend(3, 5)).toBe('down')
    expect(trend(4, 4)).toBe('same')
  })

  it('knows an empty week, in the sections that were chosen', () => {
    expect(weekIsEmpty({ from: 'a', to: 'b' })).toBe(true)
    expect(weekIsEmpty({ from: 'a', to: 'b', focus: { total: 0, days: [] }, plan: { planned: 0, done: 0, courses: [] } })).toBe(true)
    expect(weekIsEmpty({ from: 'a', to: 'b', questions: { asked: 1, without_solution: 0 } })).toBe(false)
  })

  it('takes only a well-formed link token from the address', () => {
    const token = 'A'.repeat(40) + '-_9'
    expect(tokenFrom({ t: token })).toBe(token)
    for (const t of [undefined, '', 'short', `${token}x`, 'A'.repeat(42) + '/']) expect(tokenFrom({ t })).toBe('')
  })
})

// The namespace of its own, held to what tests/locales.test.ts asks of the main strings.
describe('parent strings', () => {
  const en = flatten(PARENT_STRINGS.en)
  it.each(LANGS)('%s has exactly the keys of en, none empty, every {{placeholder}} kept', (lang) => {
    const mine = flatten(PARENT_STRINGS[lang])
    expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort())
    expect(Object.entries(mine).filter(([, v]) => !v.trim())).toEqual([])
    const holes = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',')
    expect(Object.keys(en).filter((k) => holes(en[k]) !== holes(mine[k]))).toEqual([])
    expect(PARENT_STRINGS[lang].digest.weekdays.split(' ')).toHaveLength(7)
  })
})

describe("parent's weekly message strings", () => {
  const en = flatten(PARENT_DELIVERY_STRINGS.en)
  it.each(LANGS)('%s has exactly the keys of en, none empty, every {{placeholder}} kept, none clashing with the page strings', (lang) => {
    const mine = flatten(PARENT_DELIVERY_STRINGS[lang])
    expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort())
    expect(Object.entries(mine).filter(([, v]) => !v.trim())).toEqual([])
    const holes = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',')
    expect(Object.keys(en).filter((k) => holes(en[k]) !== holes(mine[k]))).toEqual([])
    const page = flatten(PARENT_STRINGS[lang])
    expect(Object.keys(mine).filter((k) => k in page)).toEqual([])
  })
})
