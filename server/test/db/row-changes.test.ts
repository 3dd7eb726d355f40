import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { rowChanges } from '../../src/db/row-changes'

// The change feed under the SQLite session cache (always SQLite files of its own, on either suite).
describe('row changes on SQLite', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'row-changes-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  function open(file: string, journal = 'wal') {
    const db = new SQLite(file)
    db.pragma(`journal_mode = ${journal}`)
    db.pragma('foreign_keys = ON')
    return db
  }
  function schema(db: SQLite.Database) {
    db.exec(`create table users (id text primary key, name text);
      create table sessions (id text primary key, user_id text not null references users(id) on delete cascade);
      create table notes (id text primary key, user_id text)`)
  }

  it('reports every row this connection inserts, updates or deletes in a watched table, cascades included', () => {
    const file = path.join(dir, 'a.db')
    const db = open(file)
    schema(db)
    const changes = rowChanges(db, file)
    const users: unknown[] = []
    const sessions: unknown[] = []
    changes.watch('users', 'id', (v) => users.push(v))
    changes.watch('sessions', 'user_id', (v) => sessions.push(v))
    db.prepare(`insert into users values ('u1', 'Lin'), ('u2', 'Mei')`).run()
    db.prepare(`insert into sessions values ('s1', 'u1'), ('s2', 'u2')`).run()
    expect(users).toEqual(['u1', 'u2'])
    expect(sessions).toEqual(['u1', 'u2'])
    users.length = 0
    sessions.length = 0
    // An update reports the old and the new value (a session moved to another user names both).
    db.prepare(`update sessions set user_id = 'u1' where id = 's2'`).run()
    expect(sessions).toEqual(['u2', 'u1'])
    db.prepare(`update users set name = 'Lan' where id = 'u1'`).run()
    expect(users).toEqual(['u1', 'u1'])
    sessions.length = 0
    users.length = 0
    // Deleting a user deletes their sessions by the foreign key: both are reported.
    db.prepare(`delete from users where id = 'u1'`).run()
    expect(users).toEqual(['u1'])
    expect(sessions.sort()).toEqual(['u1', 'u1'])
    // Other tables are not watched.
    users.length = 0
    db.prepare(`insert into notes values ('n1', 'u2')`).run()
    expect(users).toEqual([])
    db.close()
  })

  it('reports a change that is then rolled back (a cache forgets more, never less)', () => {
    const file = path.join(dir, 'b.db')
    const db = open(file)
    schema(db)
    const seen: unknown[] = []
    rowChanges(db, file).watch('users', 'id', (v) => seen.push(v))
    expect(() =>
      db.transaction(() => {
        db.prepare(`insert into users values ('u9', 'Lin')`).run()
        throw new Error('undo')
      })(),
    ).toThrow('undo')
    expect(seen).toEqual(['u9'])
    expect(db.prepare('select count(*) as n from users').get()).toEqual({ n: 0 })
    db.close()
  })

  it.each(['wal', 'delete'])('tells another connection’s commits from its own (journal_mode %s)', (journal) => {
    const file = path.join(dir, `c-${journal}.db`)
    const db = open(file, journal)
    schema(db)
    const other = open(file, journal)
    const changes = rowChanges(db, file)
    const seen: unknown[] = []
    changes.watch('users', 'id', (v) => seen.push(v))
    expect(changes.changedElsewhere()).toBe(false)
    db.prepare(`insert into users values ('u1', 'Lin')`).run()
    expect(changes.changedElsewhere()).toBe(false)
    expect(changes.changedElsewhere()).toBe(false)
    // The triggers are this connection's own: the other one writes without calling back…
    other.prepare(`update users set name = 'Mei' where id = 'u1'`).run()
    expect(seen).toEqual(['u1'])
    // …and its commit is seen once.
    expect(changes.changedElsewhere()).toBe(true)
    expect(changes.changedElsewhere()).toBe(false)
    for (let i = 0; i < 3; i++) {
      other.prepare(`insert into notes values (?, 'u1')`).run(`n${i}`)
      db.prepare(`update users set name = ? where id = 'u1'`).run(`Lin${i}`)
      expect(changes.changedElsewhere()).toBe(true)
      expect(changes.changedElsewhere()).toBe(false)
    }
    // Nothing committed elsewhere: a read of the other connection changes nothing.
    other.prepare('select * from users').all()
    expect(changes.changedElsewhere()).toBe(false)
    other.close()
    db.close()
  })

  it('knows an in-memory database has no other connection', () => {
    const db = new SQLite(':memory:')
    schema(db)
    const changes = rowChanges(db, ':memory:')
    db.prepare(`insert into users values ('u1', 'Lin')`).run()
    expect(changes.changedElsewhere()).toBe(false)
    db.close()
  })

  it('refuses a table or column that is not a plain name (they go into SQL)', () => {
    const db = new SQLite(':memory:')
    schema(db)
    const changes = rowChanges(db, ':memory:')
    expect(() => changes.watch('users"; drop table users; --', 'id', () => undefined)).toThrow(/not a plain name/)
    expect(() => changes.watch('users', 'id"', () => undefined)).toThrow(/not a plain name/)
    expect(db.prepare(`select count(*) as n from sqlite_temp_master where type = 'trigger'`).get()).toEqual({ n: 0 })
    db.close()
  })
})
