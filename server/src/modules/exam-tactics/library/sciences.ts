import type { CourseTactics } from './types'

/** Chemistry, biology, information technology. */
export const SCIENCE_COURSES: Record<number, CourseTactics> = {
  // Chemistry
  5: {
    typicalMinutes: 90,
    skipMinutes: 4,
    sections: [
      { share: 0.3, name: 'common.choice', advice: 'sections.chemistry.choice.advice' },
      { share: 0.25, name: 'sections.chemistry.fillInAndInference.name', advice: 'sections.chemistry.fillInAndInference.advice' },
      { share: 0.2, name: 'sections.chemistry.experiments.name', advice: 'sections.chemistry.experiments.advice' },
      { share: 0.15, name: 'sections.chemistry.calculations.name', advice: 'sections.chemistry.calculations.advice' },
    ],
    order: 'courses.chemistry.order',
    checking: 'courses.chemistry.checking',
    dayBefore: 'courses.chemistry.dayBefore',
  },
  // Biology
  6: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      { share: 0.35, name: 'common.choice', advice: 'sections.biology.choice.advice' },
      { share: 0.55, name: 'sections.biology.diagramsDataAndExperiments.name', advice: 'sections.biology.diagramsDataAndExperiments.advice' },
    ],
    order: 'courses.biology.order',
    checking: 'courses.biology.checking',
    dayBefore: 'courses.biology.dayBefore',
  },
  // Information technology
  10: {
    typicalMinutes: 60,
    skipMinutes: 5,
    sections: [
      { share: 0.4, name: 'common.choice', advice: 'sections.informationTechnology.choice.advice' },
      { share: 0.5, name: 'sections.informationTechnology.practicalAndProgramming.name', advice: 'sections.informationTechnology.practicalAndProgramming.advice' },
    ],
    order: 'courses.informationTechnology.order',
    checking: 'courses.informationTechnology.checking',
    dayBefore: 'courses.informationTechnology.dayBefore',
  },
}
