import { PATHS } from '@contract/paths'
import { prepareSchools } from '../../src/modules/school/school.service'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext, type TestUser } from '../helpers'

interface Found {
  id: string
  name: string
  city: string
  name_en?: string
}

/** Search the school list as students of every language type it: Chinese, pinyin, initials, English. */
describe(`school search (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let me: TestUser
  beforeAll(async () => {
    ctx = await createTestApp()
    me = await createUserWithSession(ctx.app)
  }, 60_000)
  afterAll(() => ctx.close())

  const search = async (keyword: string, lang = 'en', limit = 20): Promise<Found[]> => {
    const res = await ctx.app.inject({ url: PATHS.user.schoolSearch, query: { keyword, limit: String(limit) }, headers: { ...me.headers, 'accept-language': lang } })
    expect(res.statusCode).toBe(200)
    return res.json().data
  }
  const names = async (keyword: string, lang?: string) => (await search(keyword, lang)).map((s) => s.name)

  it.each([
    ['en', 'Beijing', '北京'],
    ['fr', 'beijing', '北京'],
    ['es', 'BEIJING', '北京'],
    ['zh-Hans', '北京', '北京'],
    ['zh-Hant', 'bj', '北京'],
    ['en', 'shanghai', '上海'],
  ])('finds the schools of a city, its own name first (%s: %s)', async (lang, keyword, city) => {
    const found = await search(keyword, lang, 50)
    const inCity = found.filter((s) => s.city === city)
    expect(inCity.length).toBeGreaterThanOrEqual(15)
    // Schools whose name starts with the city come before those that are only in it.
    // "bj" is also 宝鸡 (Baoji): both cities' initials.
    const firstOther = found.findIndex((s) => !s.name.startsWith(city) && !(keyword === 'bj' && s.name.startsWith('宝鸡')))
    expect(found.slice(0, firstOther).length).toBeGreaterThanOrEqual(10)
    if (keyword !== 'bj') expect(found.every((s) => s.city === city || s.name.includes(city))).toBe(true)
  })

  it('finds a school by its city alone when the name does not say it', async () => {
    expect(await names('beijing', 'en')).not.toContain('清华大学附属中学')
    expect((await search('beijing', 'en', 50)).map((s) => s.name)).toContain('清华大学附属中学')
  })

  it.each([
    ['bjsz', 'en'],
    ['bjsdszx', 'fr'],
    ['beijingsizhong', 'es'],
    ['Beijing No. 4', 'en'],
    ['beijing no 4 high school', 'fr'],
    ['北京四中', 'zh-Hans'],
    ['北京市第四中學', 'zh-Hant'],
    ['北京4', 'zh-Hans'],
  ])('finds Beijing No. 4 High School by %j (%s)', async (keyword, lang) => {
    const [first] = await search(keyword, lang)
    expect(first).toMatchObject({ name: '北京市第四中学', city: '北京', name_en: 'Beijing No. 4 High School' })
  })

  it('finds schools by their English name, from any word of it', async () => {
    expect(await names('National Day School')).toEqual(['北京市十一学校'])
    expect(await names('renmin university')).toContain('中国人民大学附属中学')
    expect((await names('Foreign Language School')).slice(0, 3)).toEqual(expect.arrayContaining(['南京外国语学校', '上海外国语大学附属外国语学校']))
    expect(await names('Hengshui High')).toEqual(['河北衡水中学'])
  })

  it('finds schools by pinyin at the start of any syllable, and by city', async () => {
    expect(await names('nankai', 'fr')).toEqual(expect.arrayContaining(['天津市南开中学', '重庆市南开中学校']))
    expect((await names('shenz', 'es'))[0]).toBe('深圳中学')
    expect(await names('sy120', 'zh-Hans')).toEqual(['沈阳市第一二〇中学'])
    expect(await names('沈阳120', 'zh-Hans')).toEqual(['沈阳市第一二〇中学'])
    // 东北育才学校 has neither city nor province in its name: the city finds it.
    expect(await names('shenyang')).toContain('东北育才学校')
    // Traditional characters, typed by a zh-Hant student, find the simplified names.
    expect((await names('北京師範大學附屬中學', 'zh-Hant'))[0]).toBe('北京师范大学附属中学')
  })

  it('finds nothing for text that is no school, and shows English names only where known', async () => {
    expect(await search('zzzzqx')).toEqual([])
    expect(await search('.,;!')).toEqual([])
    expect(await search('%_')).toEqual([])
    const [hengshui] = await search('衡水第一中学', 'zh-Hans')
    expect(hengshui.name).toBe('衡水第一中学')
    expect(hengshui).not.toHaveProperty('name_en')
  })

  it('finds a school a student added by its pinyin too, and rebuilds keys made by older rules at start', async () => {
    const add = await ctx.app.inject({ method: 'POST', url: PATHS.user.schoolAdd, headers: me.headers, payload: { name: '青石镇实验中学', city: '青石镇' } })
    expect(add.statusCode).toBe(200)
    expect(await names('qingshizhen')).toEqual(['青石镇实验中学'])
    expect(await names('qszsyzx')).toEqual(['青石镇实验中学'])

    await ctx.app.db.updateTable('schools').set({ search_head: '', search_keys: '', search_version: 0 }).where('name', '=', '青石镇实验中学').execute()
    expect(await names('qingshizhen')).toEqual([])
    const { seeded, indexed } = await prepareSchools(ctx.app.db)
    expect({ seeded, indexed }).toEqual({ seeded: 0, indexed: 1 })
    expect(await names('qingshizhen')).toEqual(['青石镇实验中学'])
  })
})
