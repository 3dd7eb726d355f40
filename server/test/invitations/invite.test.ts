import { PATHS } from '@contract/paths'
import { signInByPhone } from '../accounts/sign-in'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext, type TestUser } from '../helpers'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ APP_PUBLIC_URL: 'https://app.example.com/', INVITE_REWARD_QUESTIONS: '10' })
})
afterAll(() => ctx.close())

const get = (url: string, headers: Record<string, string>, query: Record<string, string> = {}) => ctx.app.inject({ url, headers, query })

async function host(nickname = 'Lin') {
  const user = await createUserWithSession(ctx.app, { lang: 'zh-CN' })
  await ctx.app.db.updateTable('users').set({ nickname }).where('id', '=', user.user.id).execute()
  return user
}

const questionsOf = async (userId: string) =>
  (await ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', userId).executeTakeFirstOrThrow()).left_question_num

async function activate(student: Awaited<ReturnType<typeof signInByPhone>>, code: string) {
  return get(PATHS.user.activeInviteCode, student.headers, { invite_code: code })
}

describe(`invitations (${TEST_DIALECT})`, () => {
  it('gives the student their code, the link it makes and the places left', async () => {
    const me = await host()
    const res = await get(PATHS.user.inviteCode, me.headers)
    expect(res.json().data).toEqual({
      invite_code: me.user.invite_code,
      invite_link: `https://app.example.com/#/pages/acceptInvite/acceptInvite?invite_code=${me.user.invite_code}`,
      invited_num: 0,
      invite_max_quota: 5,
      reward_questions: 10,
    })
  })

  it('encodes the link in a QR code, with the share card’s page and title', async () => {
    const me = await host('小林')
    const res = await get(PATHS.resource.qrCodeInfo, me.headers)
    expect(res.json().data).toMatchObject({
      invite_code: me.user.invite_code,
      url: `https://app.example.com/#/pages/acceptInvite/acceptInvite?invite_code=${me.user.invite_code}`,
      qr_code: expect.stringMatching(/^data:image\/png;base64,/),
      weapp_path: `pages/acceptInvite/acceptInvite?invite_code=${me.user.invite_code}`,
      share_title: '小林邀请你一起用马克学伴学习',
    })
  })

  it('shows who joined and who activated, and rewards the inviter once per activated classmate', async () => {
    const me = await host()
    const before = await questionsOf(me.user.id)
    const a = await signInByPhone(ctx.app)
    const b = await signInByPhone(ctx.app)
    await get(PATHS.user.inviteAccept, a.headers, { invite_code: me.user.invite_code })
    await get(PATHS.user.inviteAccept, b.headers, { invite_code: me.user.invite_code })
    await ctx.app.db.updateTable('users').set({ nickname: 'Ana' }).where('id', '=', a.user.uid).execute()

    const joined = (await get(PATHS.user.inviteList, me.headers)).json().data
    expect(joined.total).toBe(2)
    expect(joined.items.map((i: { uid: string }) => i.uid).sort()).toEqual([a.user.uid, b.user.uid].sort())
    expect(joined.items.every((i: { activated_at: string | null }) => i.activated_at === null)).toBe(true)
    expect(JSON.stringify(joined)).not.toContain(a.phone.national)
    expect((await get(PATHS.user.activeInviteUser, me.headers)).json().data.items).toEqual([])
    expect(await questionsOf(me.user.id)).toBe(before)

    expect((await activate(a, me.user.invite_code)).statusCode).toBe(200)
    const active = (await get(PATHS.user.activeInviteUser, me.headers)).json().data
    expect(active.items).toEqual([expect.objectContaining({ uid: a.user.uid, nickname: 'Ana', activated_at: expect.any(String) })])
    expect(await questionsOf(me.user.id)).toBe(before + 10)
    // Trying again changes nothing.
    expect((await activate(a, me.user.invite_code)).json().code).toBe(409013)
    expect(await questionsOf(me.user.id)).toBe(before + 10)

    const notes = (await get(PATHS.notification.list, me.headers)).json().data.items
    expect(notes.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining(['邀请奖励', '好友接受了邀请']))
    expect(notes.find((n: { title: string }) => n.title === '邀请奖励').body).toBe('Ana 通过你的邀请激活了账号，你获得 10 次额外提问。')
  })

  it('rewards each of several classmates activating at the same moment, never past the quota', async () => {
    const me = await host()
    await ctx.app.db.updateTable('users').set({ invite_max_quota: 3 }).where('id', '=', me.user.id).execute()
    const before = await questionsOf(me.user.id)
    const students = await Promise.all(Array.from({ length: 5 }, () => signInByPhone(ctx.app)))
    const answers = await Promise.all(students.map((s) => activate(s, me.user.invite_code)))
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3)
    expect(answers.filter((r) => r.json().code === 409011)).toHaveLength(2)
    expect(await questionsOf(me.user.id)).toBe(before + 30)
    const rewarded = await ctx.app.db.selectFrom('invitations').select('id').where('inviter_id', '=', me.user.id).where('rewarded_at', 'is not', null).execute()
    expect(rewarded).toHaveLength(3)
  })

  it('pages through a long list without repeats', async () => {
    const me = await host()
    const students = []
    for (let i = 0; i < 3; i++) students.push(await signInByPhone(ctx.app))
    for (const s of students) await get(PATHS.user.inviteAccept, s.headers, { invite_code: me.user.invite_code })
    const first = (await get(PATHS.user.inviteList, me.headers, { limit: '2' })).json().data
    const second = (await get(PATHS.user.inviteList, me.headers, { limit: '2', cursor: first.next_cursor })).json().data
    const seen = [...first.items, ...second.items].map((i: { uid: string }) => i.uid)
    expect(new Set(seen).size).toBe(3)
    expect(second.next_cursor).toBeNull()
    expect((await get(PATHS.user.inviteList, me.headers, { cursor: 'nope' })).json().code).toBe(400001)
  })

  it('shows each student only their own invitees', async () => {
    const me = await host()
    const other: TestUser = await host('Other')
    const s = await signInByPhone(ctx.app)
    await get(PATHS.user.inviteAccept, s.headers, { invite_code: me.user.invite_code })
    expect((await get(PATHS.user.inviteList, other.headers)).json().data).toEqual({ items: [], next_cursor: null, total: 0 })
  })
})

describe('invitation rewards turned off', () => {
  it('grants no questions and still tells the inviter', async () => {
    const off = await createTestApp({ INVITE_REWARD_QUESTIONS: '0' })
    try {
      const me = await createUserWithSession(off.app)
      const s = await signInByPhone(off.app)
      const res = await off.app.inject({ url: PATHS.user.activeInviteCode, headers: s.headers, query: { invite_code: me.user.invite_code } })
      expect(res.statusCode).toBe(200)
      const row = await off.app.db.selectFrom('users').select('left_question_num').where('id', '=', me.user.id).executeTakeFirstOrThrow()
      expect(row.left_question_num).toBe(20)
      const notes = await off.app.db.selectFrom('notifications').select('template').where('user_id', '=', me.user.id).execute()
      expect(notes).toEqual([{ template: 'invite.joined' }])
    } finally {
      await off.close()
    }
  })
})
