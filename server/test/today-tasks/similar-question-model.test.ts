import { PATHS } from '@contract/paths'
import { useFakeModelApp } from '../fixtures/fake-model-app'
import { createUserWithSession } from '../helpers'
import { planClient } from '../study-plan/plan-client'
import { addMistake } from './mistake-fixture'

const T = PATHS.todayTasks

describe('similar questions from a model', () => {
  const h = useFakeModelApp()

  it("asks the model for a question like a mistake the engine cannot read, with its answer to self-grade against", async () => {
    const user = await createUserWithSession(h.ctx.app)
    const id = await addMistake(h.ctx.app, user.user.id, '解方程 2x+3=11', '2026-03-10T16:00:00.000Z')
    const words = await addMistake(h.ctx.app, user.user.id, '用自己的话解释光合作用', '2026-03-10T16:00:00.000Z')
    h.fake.enqueue({ text: '```json\n{"question": "用自己的话解释呼吸作用", "answer": "细胞分解葡萄糖释放能量"}\n```' })
    const api = planClient(h.ctx.app, user)
    const res = await api.post(T.similarQuestion, { mistake_id: words })
    expect(res.data).toMatchObject({ question: '用自己的话解释呼吸作用', source: 'model', checkable: false, solution: '细胞分解葡萄糖释放能量' })
    expect(h.fake.requests[0].messages.at(-1).content).toBe('用自己的话解释光合作用')
    // A question the engine reads never goes to the model: its exercise is the checked one.
    expect((await api.post(T.similarQuestion, { mistake_id: id })).data).toMatchObject({ source: 'engine', checkable: true })
    expect(h.fake.requests).toHaveLength(1)
  })
})
