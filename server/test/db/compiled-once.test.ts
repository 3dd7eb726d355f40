import { compiledOnce } from '../../src/db/compiled-once'
import { findSessionByToken } from '../../src/modules/session/session.repository'
import { findUserById } from '../../src/modules/user/user.repository'
import { endSession } from '../../src/modules/session/session.repository'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'

// Runs on the suite's dialect (SQLite, or PostgreSQL through scripts/with-postgres.sh).
describe('queries compiled once', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(async () => ctx.close())

  it('answers each call with its own values, the same rows as the builder', async () => {
    const { db } = ctx.app
    const a = await createUserWithSession(ctx.app)
    const b = await createUserWithSession(ctx.app)
    const builder = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
    expect(await findUserById(db, a.user.id)).toEqual(await builder(a.user.id))
    expect(await findUserById(db, b.user.id)).toEqual(await builder(b.user.id))
    expect((await findUserById(db, b.user.id))?.id).toBe(b.user.id)
    expect(await findUserById(db, 'usr_missing')).toBeUndefined()
  })

  it('reads a session as it is now, not as it was when the query was first compiled', async () => {
    const { db } = ctx.app
    const u = await createUserWithSession(ctx.app)
    const live = await findSessionByToken(db, u.token)
    expect(live).toMatchObject({ user_id: u.user.id, ended_at: null })
    // The account comes with the session, exactly as the account's own read gives it.
    expect(live!.user).toEqual(await findUserById(db, u.user.id))
    expect(live!.account_status).toBe(live!.user.account_status)
    await endSession(db, live!.id, 'logout')
    expect(await findSessionByToken(db, u.token)).toMatchObject({ user_id: u.user.id, end_reason: 'logout' })
    expect(await findSessionByToken(db, 'not-a-token')).toBeUndefined()
  })

  it('keeps constants of the query and takes an argument used twice', async () => {
    const { db } = ctx.app
    const u = await createUserWithSession(ctx.app)
    const sameTwice = compiledOnce((d: typeof db, id: string) =>
      d.selectFrom('users').select('id').where('id', '=', id).where('invite_code', '!=', 'never').where((eb) => eb.or([eb('id', '=', id), eb('id', '=', 'x')])),
    )
    expect(await sameTwice(db, u.user.id)).toEqual([{ id: u.user.id }])
    expect(await sameTwice(db, 'usr_missing')).toEqual([])
  })

  it('runs inside a transaction on its connection, compiled once for the database and its transactions', async () => {
    const { db } = ctx.app
    const u = await createUserWithSession(ctx.app)
    let builds = 0
    const nickname = compiledOnce((d: typeof db, id: string) => {
      builds++
      return d.selectFrom('users').select('nickname').where('id', '=', id)
    })
    const rename = compiledOnce((d: typeof db, id: string, name: string) => d.updateTable('users').set({ nickname: name }).where('id', '=', id))
    await expect(
      db.transaction().execute(async (trx) => {
        await rename(trx, u.user.id, 'Inside')
        // The transaction's own write, seen on its connection before it commits.
        expect(await nickname(trx, u.user.id)).toEqual([{ nickname: 'Inside' }])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await nickname(db, u.user.id)).not.toEqual([{ nickname: 'Inside' }])
    await db.transaction().execute(async (trx) => rename(trx, u.user.id, 'Kept'))
    expect(await nickname(db, u.user.id)).toEqual([{ nickname: 'Kept' }])
    expect(builds).toBe(1)
  })

  it('a read on the database while another flow holds a transaction waits for it and never sees its uncommitted rows', async () => {
    const { db } = ctx.app
    const u = await createUserWithSession(ctx.app)
    const nickname = compiledOnce((d: typeof db, id: string) => d.selectFrom('users').select('nickname').where('id', '=', id))
    const before = await nickname(db, u.user.id)
    let inside: () => void = () => undefined
    const written = new Promise<void>((resolve) => (inside = resolve))
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const tx = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ nickname: 'Uncommitted' }).where('id', '=', u.user.id).execute()
      inside()
      await held
      throw new Error('roll back')
    })
    await written
    // Asked while the transaction is open (between its awaits): answered after it ends, with what it left.
    const during = nickname(db, u.user.id)
    release()
    await expect(tx).rejects.toThrow('roll back')
    expect(await during).toEqual(before)
    expect(await nickname(db, u.user.id)).toEqual(before)
  })

  it('refuses a query whose argument does not end up as a bound value', async () => {
    const { db } = ctx.app
    // The argument decides the SQL in JavaScript: the compiled SQL would not follow it.
    const decided = compiledOnce((d: typeof db, name: string) => d.selectFrom('users').select('id').where('nickname', name ? '=' : '!=', 'x'))
    await expect(decided(db, 'a')).rejects.toThrow(/not a bound value/)
  })
})
