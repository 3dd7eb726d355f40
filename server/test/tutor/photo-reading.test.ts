import { TEST_DIALECT } from '../helpers'
import { useTutorApp } from './tutor-setup'

// The app tells the student before the photo is taken whether the tutor can read it.
describe(`chat/init says whether photos can be read (${TEST_DIALECT})`, () => {
  describe('without a model (offline engine)', () => {
    const h = useTutorApp({ offline: true })
    it('answers photo_reading: false', async () => {
      const student = await h.student()
      const res = await h.ctx.app.inject({ url: '/api/v1/chat/init', headers: student.headers })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.photo_reading).toBe(false)
    })
  })

  describe('with a model configured', () => {
    const h = useTutorApp()
    it('answers photo_reading: true, on every page of the list', async () => {
      const student = await h.student()
      const first = (await h.ctx.app.inject({ url: '/api/v1/chat/init?limit=1', headers: student.headers })).json().data
      expect(first.photo_reading).toBe(true)
    })
  })
})
