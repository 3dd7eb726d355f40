import fs from 'node:fs'
import path from 'node:path'
import { LANGS } from '@contract/common'
import { ERRORS } from '@contract/errors'
import { PATHS } from '@contract/paths'
import { errorMessage } from '../../src/errors'
import { FIELDS, fieldMessage, routeFields } from '../../src/i18n/fields'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'

/** Field names services pass to AppError themselves (`{ field: 'title' }`). */
function fieldsNamedInSource(dir: string): string[] {
  const found = new Set<string>()
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const m of text.matchAll(/AppError\('(?:VALIDATION|FIELD_TOO_LONG)', \{ field: '([^']+)'/g)) found.add(m[1])
  }
  return [...found]
}

const KINDS = ['missing', 'invalid', 'too_long', 'too_many'] as const

describe(`field errors in the student's words (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  }, 60_000)
  afterAll(() => ctx.close())

  it('has words for every input field of every route, and for the fields services name, in all five languages', () => {
    expect(ctx.app.inputFields.length).toBeGreaterThan(40)
    const missing: string[] = []
    const raw: string[] = []
    const names = new Set([...ctx.app.inputFields.flatMap((r) => r.fields.map((f) => `${r.url}#${f}`)), ...fieldsNamedInSource(path.resolve(__dirname, '../../src/modules')).map((f) => `#${f}`)])
    for (const key of names) {
      const [route, field] = key.split('#')
      for (const lang of LANGS) {
        for (const kind of KINDS) {
          const text = fieldMessage({ field, kind, max: 10, route: route || undefined }, lang)
          if (!text?.trim()) missing.push(`${key} ${lang} ${kind}`)
          // Never a schema name (snake_case), a placeholder left over, or a name typed as is.
          else if (/[a-z]+_[a-z]+|[{}]/.test(text) || (/_/.test(field) && text.includes(field))) raw.push(`${key} ${lang}: ${text}`)
        }
      }
    }
    expect(missing).toEqual([])
    expect(raw).toEqual([])
  })

  it('keeps every table complete: a label in each language, and no stray route override', () => {
    for (const [name, text] of [...Object.entries(FIELDS), ...Object.values(routeFields).flatMap((o) => Object.entries(o))]) {
      for (const lang of LANGS) {
        expect([name, lang, text.label[lang]?.trim()]).toEqual([name, lang, expect.stringMatching(/\S/)])
        if (text.message) expect(text.message[lang]).toMatch(/\S/)
      }
    }
    const urls = new Set(ctx.app.inputFields.map((r) => r.url))
    for (const url of Object.keys(routeFields)) expect(urls).toContain(url)
  })

  it('tells a student who deletes their account without a code to enter it, in their language', async () => {
    const student = await createUserWithSession(ctx.app)
    const expected = {
      en: 'Enter the 6-digit code',
      fr: 'Saisis le code à 6 chiffres',
      es: 'Escribe el código de 6 cifras',
      'zh-Hans': '请输入6位验证码',
      'zh-Hant': '請輸入6位驗證碼',
    }
    for (const lang of LANGS) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: PATHS.user.deactivateConfirm,
        headers: { ...student.headers, 'accept-language': lang },
        payload: { sms_code: '' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ code: ERRORS.VALIDATION.code, msg: expected[lang], data: null })
    }
    // Nothing changed: the session may still not delete the account.
    const gone = await ctx.app.inject({ url: PATHS.user.deactivate, headers: student.headers })
    expect(gone.json().code).toBe(ERRORS.REAUTH_REQUIRED.code)
  })

  it('says what is too long, what to choose and what to check', async () => {
    const student = await createUserWithSession(ctx.app)
    const headers = (lang: string) => ({ ...student.headers, 'accept-language': lang, 'x-time-zone': 'Asia/Shanghai' })
    const event = { title: 'x'.repeat(101), course_id: 2, start_at: '2026-03-09T07:00:00+08:00', end_at: '2026-03-09T08:00:00+08:00', all_day: false, rrule: null, kind: 'study' }
    const long = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.createEvent, headers: headers('fr'), payload: event })
    expect(long.json()).toMatchObject({ code: ERRORS.FIELD_TOO_LONG.code, msg: 'Le titre : 100 caractères au maximum' })
    const kind = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.createEvent, headers: headers('en'), payload: { ...event, title: 'Maths', kind: 'party' } })
    expect(kind.json()).toMatchObject({ code: ERRORS.VALIDATION.code, msg: 'Choose the kind of event' })
    const phone = await ctx.app.inject({ url: PATHS.user.smsCode, query: { phone: 'x'.repeat(40) }, headers: { 'accept-language': 'zh-Hant' } })
    expect(phone.json().msg).toBe('手機號碼太長（最多 32 個字元）')
    const cursor = await ctx.app.inject({ url: PATHS.order.list, query: { cursor: 'not-a-cursor' }, headers: headers('es') })
    expect(cursor.json()).toMatchObject({ code: ERRORS.VALIDATION.code, msg: 'Esta lista ha cambiado: actualízala' })
    // Nothing was created by the refused requests.
    const week = await ctx.app.inject({ url: PATHS.studyPlan.queryEvent, query: { from: '2026-03-09T00:00:00+08:00', to: '2026-03-16T00:00:00+08:00' }, headers: headers('en') })
    expect(week.json().data.events).toEqual([])
  })

  it('words the errors services raise themselves, and falls back to a sentence for a name it does not know', () => {
    expect(errorMessage('VALIDATION', 'en', { field: 'title', issue: 'missing' })).toBe('Enter the title')
    expect(errorMessage('VALIDATION', 'zh-Hans', { field: 'patch/rrule' })).toBe('请选择重复方式')
    expect(errorMessage('VALIDATION', 'fr', { field: 'amountFen' })).toBe(
      "Quelque chose n'est pas valide dans cette demande : mets l'application à jour et réessaie",
    )
  })
})
