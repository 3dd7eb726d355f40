import type { CourseTactics } from './types'

/** Mathematics and physics. */
export const MATHS_PHYSICS_COURSES: Record<number, CourseTactics> = {
  // Mathematics
  2: {
    typicalMinutes: 120,
    skipMinutes: 6,
    sections: [
      { share: 0.25, name: 'common.choice', advice: 'sections.mathematics.choice.advice' },
      { share: 0.15, name: 'sections.mathematics.fillInTheBlanks.name', advice: 'sections.mathematics.fillInTheBlanks.advice' },
      { share: 0.5, name: 'sections.mathematics.problemSolving.name', advice: 'sections.mathematics.problemSolving.advice' },
    ],
    order: 'courses.mathematics.order',
    checking: 'courses.mathematics.checking',
    dayBefore: 'courses.mathematics.dayBefore',
  },
  // Physics
  4: {
    typicalMinutes: 90,
    skipMinutes: 5,
    sections: [
      { share: 0.25, name: 'common.choice', advice: 'sections.physics.choice.advice' },
      { share: 0.2, name: 'sections.physics.experiments.name', advice: 'sections.physics.experiments.advice' },
      { share: 0.45, name: 'sections.physics.calculations.name', advice: 'sections.physics.calculations.advice' },
    ],
    order: 'courses.physics.order',
    checking: 'courses.physics.checking',
    dayBefore: 'courses.physics.dayBefore',
  },
}
