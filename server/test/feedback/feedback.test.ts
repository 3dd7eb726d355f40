import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PATHS } from '@contract/paths'
import { runAdmin } from '../../src/admin/cli'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../helpers'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

// The smallest valid PNG signature plus padding: enough for the type check by bytes.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])

function multipart(file: Buffer, field = 'file') {
  const boundary = '----feedbacktest'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(user: TestUser, file = PNG, field = 'file') {
  const { body, contentType } = multipart(file, field)
  return ctx.app.inject({ method: 'POST', url: PATHS.feedback.image, headers: { ...user.headers, 'content-type': contentType }, payload: body })
}

const send = (user: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: PATHS.feedback.create, headers: user.headers, payload })

const feedbackOf = (userId: string) => ctx.app.db.selectFrom('feedback').selectAll().where('user_id', '=', userId).execute()

describe('feedback', () => {
  it('stores the text, the contact and up to four screenshots for the operator', async () => {
    const user = await createUserWithSession(ctx.app)
    const ids: string[] = []
    for (let i = 0; i < 2; i++) {
      const res = await upload(user)
      expect(res.statusCode).toBe(200)
      ids.push(res.json().data.image_id)
    }
    const res = await send(user, { category: 'bug', content: '  The timer froze\non the plan page ', contact: 'wx: lin2009', image_ids: ids, app_version: '1.0.27' })
    expect(res.statusCode).toBe(200)
    const [row] = await feedbackOf(user.user.id)
    expect(row).toMatchObject({ id: res.json().data.feedback_id, category: 'bug', content: 'The timer froze\non the plan page', contact: 'wx: lin2009', platform: 'h5', app_version: '1.0.27' })

    const saveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-save-'))
    const lines: string[] = []
    const code = await runAdmin(['feedback', '--user', user.user.id, '--save', saveDir], { db: ctx.app.db, config: ctx.config, out: (l) => lines.push(l) })
    expect(code).toBe(0)
    expect(lines.join('\n')).toContain('[bug]')
    expect(lines.join('\n')).toContain('The timer froze / on the plan page')
    expect(lines.join('\n')).toContain('contact: wx: lin2009')
    expect(fs.readdirSync(saveDir).sort()).toEqual(ids.map((id) => `${id}.png`).sort())
    expect(fs.readFileSync(path.join(saveDir, `${ids[0]}.png`))).toEqual(PNG)
  })

  it('refuses another student’s screenshot, or one already sent, and keeps nothing', async () => {
    const owner = await createUserWithSession(ctx.app)
    const other = await createUserWithSession(ctx.app)
    const image = (await upload(owner)).json().data.image_id
    const stolen = await send(other, { category: 'other', content: 'look', image_ids: [image] })
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json().code).toBe(404070)
    expect(await feedbackOf(other.user.id)).toEqual([])
    expect((await send(owner, { category: 'other', content: 'mine', image_ids: [image] })).statusCode).toBe(200)
    expect((await send(owner, { category: 'other', content: 'again', image_ids: [image] })).json().code).toBe(404070)
    expect(await feedbackOf(owner.user.id)).toHaveLength(1)
  })

  it.each([
    ['empty text', { category: 'bug', content: '' }, 'your message'],
    ['blank text', { category: 'bug', content: '   \n ' }, 'your message'],
    ['501 characters', { category: 'bug', content: 'x'.repeat(501) }, 'your message'],
    ['an unknown category', { category: 'praise', content: 'hi' }, 'the kind of feedback'],
    ['a 65-character contact', { category: 'bug', content: 'hi', contact: 'c'.repeat(65) }, 'your contact details'],
    ['five screenshots', { category: 'bug', content: 'hi', image_ids: ['a', 'b', 'c', 'd', 'e'] }, 'the screenshots'],
    ['the same screenshot twice', { category: 'bug', content: 'hi', image_ids: ['a', 'a'] }, 'the screenshots'],
  ])('refuses %s, naming the field, and stores nothing', async (_label, payload, field) => {
    const user = await createUserWithSession(ctx.app)
    const res = await send(user, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().msg.toLowerCase()).toContain(field)
    expect(await feedbackOf(user.user.id)).toEqual([])
  })

  it('takes only real pictures, within the size limit', async () => {
    const user = await createUserWithSession(ctx.app)
    const text = await upload(user, Buffer.from('not a picture at all'))
    expect(text.json().code).toBe(400033)
    const big = await upload(user, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]))
    expect(big.json().code).toBe(400032)
    const wrongField = await upload(user, PNG, 'photo')
    expect(wrongField.json().code).toBe(400001)
    const rows = await ctx.app.db.selectFrom('feedback_images').select('id').where('user_id', '=', user.user.id).execute()
    expect(rows).toEqual([])
  })

  it('limits how much one student sends in a day', async () => {
    const user = await createUserWithSession(ctx.app)
    for (let i = 0; i < 10; i++) expect((await send(user, { category: 'suggestion', content: `idea ${i}` })).statusCode).toBe(200)
    expect((await send(user, { category: 'suggestion', content: 'one more' })).json().code).toBe(429000)
  })
})
