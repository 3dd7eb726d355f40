import fs from 'node:fs'
import { computePinyinTable, PINYIN_TABLE_FILE } from '../../src/modules/school/pinyin-table'

describe('the seeded schools’ pinyin table', () => {
  it('is what pinyin-pro gives for every text the seeded schools need (run `npm run schools:pinyin` after a change)', () => {
    const stored = JSON.parse(fs.readFileSync(PINYIN_TABLE_FILE, 'utf8')) as Record<string, string>
    expect(stored).toEqual(computePinyinTable())
    expect(stored['北京市第四中学']).toBe('bei jing shi di si zhong xue')
    expect(stored['重庆']).toBe('chong qing')
  })
})
