import fs from 'node:fs'
import path from 'node:path'
import { SEED_SCHOOLS } from './schools.data'
import { computeSyllables, pinyinTexts } from './search-keys'

export const PINYIN_TABLE_FILE = path.join(__dirname, 'schools.pinyin.json')

/** The pinyin of every text the seeded schools' search keys need, as pinyin-pro gives it. */
export function computePinyinTable(): Record<string, string> {
  const texts = [...new Set(SEED_SCHOOLS.flatMap(pinyinTexts))].sort()
  return Object.fromEntries(texts.map((text) => [text, computeSyllables(text).join(' ')]))
}

// `npm run schools:pinyin`: rewrite the table after changing schools.data.ts or the key rules.
if (require.main === module) {
  const table = computePinyinTable()
  fs.writeFileSync(PINYIN_TABLE_FILE, `${JSON.stringify(table, null, 0).replace(/","/g, '",\n"')}\n`)
  process.stdout.write(`${Object.keys(table).length} texts -> ${path.relative(process.cwd(), PINYIN_TABLE_FILE)}\n`)
}
