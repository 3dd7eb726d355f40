import { guessCourse } from '../../src/modules/mistakes/course-guess'
import { readsAsMaths } from '../../src/modules/tutor'

describe('the course of a marked question', () => {
  it.each([
    ['解方程 2x+3=7', 2],
    ['Résoudre x² - 4 = 0', 2],
    ['What is 12.5% of 80?', 2],
    ['这道物理题：小车受力分析怎么做？', 4],
    ['¿Cómo se balancea esta ecuación de química?', 5],
    ['Explain the causes of the French Revolution for my history homework', 7],
    ['英語作文怎麼寫開頭？', 3],
    ['Can you help me with this?', null],
    ['', null],
  ])('%s -> %s', (question, course) => {
    expect(guessCourse(question, readsAsMaths)).toBe(course)
  })
})
