import type { Digest } from '@contract/parent-digest'
import { digestMessage } from '../../src/modules/parent-digest/delivery/message'

const week = (over: Partial<Digest['this_week']>): Digest['this_week'] => ({ from: '2027-03-08', to: '2027-03-14', ...over })
const digest = (over: Partial<Digest>): Digest => ({
  display_name: 'Lin',
  sections: ['focus', 'plan', 'questions'],
  this_week: week({ focus: { total: 95, days: [] }, plan: { planned: 6, done: 4, courses: [] }, questions: { asked: 3, without_solution: 2 } }),
  last_week: week({}),
  generated_at: '2027-03-14T11:00:00.000Z',
  ...over,
})

describe('the weekly message to a parent', () => {
  it('names the student and gives the shared figures, in the parent’s language', () => {
    expect(digestMessage(digest({}), 'en')).toEqual({ title: "Lin's week", content: '95 min · plan 4/6 · questions: 3' })
    expect(digestMessage(digest({}), 'zh-Hans')).toEqual({ title: 'Lin的一周', content: '专注95分钟 · 计划4/6 · 提问3个' })
    expect(digestMessage(digest({ display_name: '' }), 'fr').title).toBe('La semaine de votre enfant')
  })

  it('leaves whole parts out when the field is short, never cutting one, and says "open" when nothing is shared', () => {
    expect(digestMessage(digest({}), 'en', 20).content).toBe('95 min · plan 4/6')
    expect(digestMessage(digest({}), 'en', 5).content).toBe('Open to see the week')
    const examsOnly = digest({ sections: ['exams'], this_week: week({}), exams: [{ title: 'Maths', course: '', date: '2027-03-20', days_left: 6, revision_planned: 2, revision_done: 1 }] })
    expect(digestMessage(examsOnly, 'es').content).toBe('exámenes próximos: 1')
    expect(digestMessage(digest({ sections: ['exams'], this_week: week({}), exams: [] }), 'zh-Hant').content).toBe('點開查看本週情況')
  })
})
