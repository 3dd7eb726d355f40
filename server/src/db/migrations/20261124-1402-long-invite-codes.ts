import { randomInt } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// Frozen once landed. Six-character invitation codes (about 30 bits) could be walked by a script;
// every account gets a new ten-character one. Links and QR codes shared before stop working (the
// page says the code is not valid) and the student shares the new one from the invitation page.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM users WHERE length(invite_code) = 6`.execute(db)
  for (const { id } of rows) await sql`UPDATE users SET invite_code = ${newCode()} WHERE id = ${id}`.execute(db)
}

export async function down(): Promise<void> {
  // The old codes are gone; the new ones keep working.
}
