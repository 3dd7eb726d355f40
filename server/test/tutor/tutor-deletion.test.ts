import fs from 'node:fs'
import path from 'node:path'
import { PNG, upload } from '../fixtures/images'
import { TEST_DIALECT } from '../helpers'
import { openStream, useTutorApp } from './tutor-setup'

describe(`tutor data when an account is deleted (${TEST_DIALECT})`, () => {
  const h = useTutorApp()

  it('removes the conversations, messages, photos and photo files with the account', async () => {
    const student = await h.student()
    const imageId = (await upload(h.baseUrl, student.headers, PNG)).body.data!.image_id
    h.fake!.enqueue({ text: 'A hint.' })
    const chatId = await h.newChat(student)
    await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q', image_id: imageId } })).rest()
    await h.ctx.app.inject({ url: '/api/v1/chat/init', headers: student.headers })
    const file = path.join(h.uploadDir, 'images', student.user.id, imageId)
    expect(fs.existsSync(file)).toBe(true)

    // The identity check before deletion is the accounts module's (tested there): taken as done.
    await h.ctx.app.db.updateTable('sessions').set({ reauth_at: new Date().toISOString() }).where('user_id', '=', student.user.id).execute()
    const res = await h.ctx.app.inject({ url: '/api/v1/user/deactivate', headers: student.headers })
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: null })
    for (const table of ['chats', 'chat_messages', 'uploads'] as const) {
      expect(await h.ctx.app.db.selectFrom(table).select('id').where('user_id', '=', student.user.id).execute()).toEqual([])
    }
    expect(fs.existsSync(file)).toBe(false)
  })
})
