import { PATHS } from '@contract/paths'
import type { ShareCreated } from '@contract/parent-digest'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'

const D = PATHS.parentDigest

/**
 * The parent's week speaks the reader's language: its refusals and field words come from the
 * errors and fields namespaces (i18n/locales), the same sentences the inline tables said before.
 */
describe(`the parent's week in the reader's language (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload })
  const sharesOf = async (userId: string) => ctx.app.db.selectFrom('parent_shares').select('id').where('user_id', '=', userId).execute()

  it('names the field the student got wrong, in their words, and stores nothing', async () => {
    const cases = [
      { lang: 'fr', payload: {}, code: 400001, msg: 'Choisis ce que tu partages' },
      { lang: 'es', payload: { sections: ['chat'] }, code: 400001, msg: 'Elige qué compartir' },
      { lang: 'zh-Hant', payload: { sections: ['plan'], display_name: '林'.repeat(21) }, code: 400003, msg: '家長看到的稱呼太長（最多 20 個字元）' },
      { lang: 'en', payload: { sections: ['plan'], display_name: 'x'.repeat(21) }, code: 400003, msg: 'The name your parent sees is too long (at most 20 characters)' },
    ]
    for (const { lang, payload, code, msg } of cases) {
      const s = await createUserWithSession(ctx.app, { lang })
      const res = await post(D.shares, s.headers, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code, msg, data: null })
      expect(await sharesOf(s.user.id)).toEqual([])
    }
  })

  it("tells a parent with a dead link to ask their child, in the parent's language", async () => {
    const dead = 'A'.repeat(43)
    const expected = {
      en: 'This link does not work any more. Ask your child for a new one.',
      fr: 'Ce lien ne fonctionne plus. Demandez-en un nouveau à votre enfant.',
      'zh-Hans': '这个链接已失效，请让孩子重新分享。',
      'zh-Hant': '這個連結已失效，請讓孩子重新分享。',
    }
    for (const [lang, msg] of Object.entries(expected)) {
      const res = await post(D.view, { 'accept-language': lang }, { token: dead })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 404081, msg, data: null })
    }
  })

  it('refuses an eleventh link and a share that is not there, in the student’s language, changing nothing', async () => {
    const s = await createUserWithSession(ctx.app, { lang: 'fr' })
    let first: ShareCreated | undefined
    for (let i = 0; i < 10; i++) {
      const res = await post(D.shares, s.headers, { sections: ['plan'] })
      expect(res.statusCode).toBe(200)
      first ??= res.json().data as ShareCreated
    }
    const over = await post(D.shares, s.headers, { sections: ['plan'] })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ code: 409080, msg: "Tu peux garder jusqu'à 10 liens. Révoque d'abord celui dont tu n'as plus besoin." })
    expect(await sharesOf(s.user.id)).toHaveLength(10)

    const other = await createUserWithSession(ctx.app, { lang: 'es' })
    const foreign = await post(D.revoke, other.headers, { share_id: first!.share.share_id })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ code: 404080, msg: 'No se ha encontrado este enlace compartido' })
    expect(await sharesOf(s.user.id)).toHaveLength(10)
  })
})
