import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { hashPassword } from '../../src/modules/auth/password'

/**
 * Deleting an account must erase it from the disk, not only from query results: SQLite keeps
 * deleted rows in free pages and old page versions in its write-ahead log. This test always runs
 * on a SQLite file (it is about SQLite's files), in both passes of the server suite.
 */
describe('account deletion on SQLite files', () => {
  let ctx: TestContext
  let dir: string

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-'))
    ctx = await createTestApp({ DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}` })
  })
  afterAll(async () => {
    await ctx.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const filesContain = (needle: string) =>
    ['app.db', 'app.db-wal']
      .map((name) => path.join(dir, name))
      .filter((file) => fs.existsSync(file))
      .filter((file) => fs.readFileSync(file).includes(Buffer.from(needle, 'utf8')))
      .map((file) => path.basename(file))

  it('leaves neither the phone number nor the student’s text in the database file or its WAL', async () => {
    const phone = '13912345678'
    const s = await createUserWithSession(ctx.app, { phone: `+86${phone}` })
    const texts = ['Zephyrine revises thermodynamics', '在图书馆复习有机化学的秘密计划', 'Feedback about the quiet library corner']
    await ctx.app.db.updateTable('users').set({ password_hash: await hashPassword('maple river 42'), nickname: 'Zephyrine' }).where('id', '=', s.user.id).execute()
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/study-plan/event/create',
      headers: s.headers,
      payload: { title: texts[0], note: texts[1], start_at: '2026-06-30T10:00:00Z', end_at: '2026-06-30T11:00:00Z', kind: 'study', course_id: null, all_day: false, rrule: null },
    })
    expect(event.statusCode).toBe(200)
    const feedback = await ctx.app.inject({ method: 'POST', url: '/api/v1/feedback/create', headers: s.headers, payload: { category: 'other', content: texts[2] } })
    expect(feedback.statusCode).toBe(200)
    // The data really is on disk before the deletion (otherwise the test proves nothing).
    for (const needle of [phone, ...texts]) expect(filesContain(needle)).not.toEqual([])

    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { password: 'maple river 42' } })
    expect(confirm.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })).json().code).toBe(200)

    for (const needle of [phone, ...texts, 'Zephyrine']) expect({ needle, files: filesContain(needle) }).toEqual({ needle, files: [] })
    expect(fs.statSync(path.join(dir, 'app.db-wal')).size).toBe(0)
  })
})
