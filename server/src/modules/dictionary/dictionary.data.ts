import type { Localized } from '../../i18n'

/** Secondary-school stages and grades (Chinese system), named in each language's own terms. */
export const STAGES: Record<number, Localized> = {
  1: { en: 'Junior high', fr: 'Collège', es: 'Secundaria (ESO)', 'zh-Hans': '初中', 'zh-Hant': '國中' },
  2: { en: 'Senior high', fr: 'Lycée', es: 'Bachillerato', 'zh-Hans': '高中', 'zh-Hant': '高中' },
}

export const GRADES: { id: number; stageId: number; name: Localized }[] = [
  { id: 7, stageId: 1, name: { en: 'Grade 7', fr: '5e', es: '1.º ESO', 'zh-Hans': '初一', 'zh-Hant': '國一' } },
  { id: 8, stageId: 1, name: { en: 'Grade 8', fr: '4e', es: '2.º ESO', 'zh-Hans': '初二', 'zh-Hant': '國二' } },
  { id: 9, stageId: 1, name: { en: 'Grade 9', fr: '3e', es: '3.º ESO', 'zh-Hans': '初三', 'zh-Hant': '國三' } },
  { id: 10, stageId: 2, name: { en: 'Grade 10', fr: 'Seconde', es: '4.º ESO', 'zh-Hans': '高一', 'zh-Hant': '高一' } },
  { id: 11, stageId: 2, name: { en: 'Grade 11', fr: 'Première', es: '1.º Bachillerato', 'zh-Hans': '高二', 'zh-Hant': '高二' } },
  { id: 12, stageId: 2, name: { en: 'Grade 12', fr: 'Terminale', es: '2.º Bachillerato', 'zh-Hans': '高三', 'zh-Hant': '高三' } },
]

/** Courses with the colour the timetable draws them in. */
export const COURSES: { id: number; color: string; name: Localized }[] = [
  { id: 1, color: '#E5484D', name: { en: 'Chinese', fr: 'Chinois', es: 'Chino', 'zh-Hans': '语文', 'zh-Hant': '國文' } },
  { id: 2, color: '#3E63DD', name: { en: 'Mathematics', fr: 'Mathématiques', es: 'Matemáticas', 'zh-Hans': '数学', 'zh-Hant': '數學' } },
  { id: 3, color: '#30A46C', name: { en: 'English', fr: 'Anglais', es: 'Inglés', 'zh-Hans': '英语', 'zh-Hant': '英文' } },
  { id: 4, color: '#8E4EC6', name: { en: 'Physics', fr: 'Physique', es: 'Física', 'zh-Hans': '物理', 'zh-Hant': '物理' } },
  { id: 5, color: '#F76B15', name: { en: 'Chemistry', fr: 'Chimie', es: 'Química', 'zh-Hans': '化学', 'zh-Hant': '化學' } },
  { id: 6, color: '#12A594', name: { en: 'Biology', fr: 'Biologie', es: 'Biología', 'zh-Hans': '生物', 'zh-Hant': '生物' } },
  { id: 7, color: '#A18072', name: { en: 'History', fr: 'Histoire', es: 'Historia', 'zh-Hans': '历史', 'zh-Hant': '歷史' } },
  { id: 8, color: '#0090FF', name: { en: 'Geography', fr: 'Géographie', es: 'Geografía', 'zh-Hans': '地理', 'zh-Hant': '地理' } },
  { id: 9, color: '#D6409F', name: { en: 'Politics', fr: 'Éducation civique', es: 'Educación cívica', 'zh-Hans': '政治', 'zh-Hant': '公民' } },
  { id: 10, color: '#6E56CF', name: { en: 'Information technology', fr: 'Informatique', es: 'Informática', 'zh-Hans': '信息技术', 'zh-Hant': '資訊科技' } },
]

/** The tutor's voices (`tone-list`): the AI's system prompt uses the English description. */
export const TONES: { id: number; name: Localized; description: Localized }[] = [
  {
    id: 1,
    name: { en: 'Encouraging', fr: 'Encourageant', es: 'Alentador', 'zh-Hans': '鼓励型', 'zh-Hant': '鼓勵型' },
    description: {
      en: 'Warm and patient; praises effort and progress',
      fr: 'Chaleureux et patient ; salue les efforts et les progrès',
      es: 'Cálido y paciente; elogia el esfuerzo y el progreso',
      'zh-Hans': '温和耐心，肯定你的努力和进步',
      'zh-Hant': '溫和耐心，肯定你的努力和進步',
    },
  },
  {
    id: 2,
    name: { en: 'Rigorous', fr: 'Rigoureux', es: 'Riguroso', 'zh-Hans': '严谨型', 'zh-Hant': '嚴謹型' },
    description: {
      en: 'Precise and thorough; insists on every step',
      fr: 'Précis et complet ; exige chaque étape',
      es: 'Preciso y minucioso; insiste en cada paso',
      'zh-Hans': '精确细致，每一步都不放过',
      'zh-Hant': '精確細緻，每一步都不放過',
    },
  },
  {
    id: 3,
    name: { en: 'Playful', fr: 'Ludique', es: 'Divertido', 'zh-Hans': '幽默型', 'zh-Hant': '幽默型' },
    description: {
      en: 'Light-hearted, with examples from everyday life',
      fr: 'Détendu, avec des exemples de la vie quotidienne',
      es: 'Desenfadado, con ejemplos de la vida diaria',
      'zh-Hans': '轻松有趣，多用生活中的例子',
      'zh-Hant': '輕鬆有趣，多用生活中的例子',
    },
  },
  {
    id: 4,
    name: { en: 'Concise', fr: 'Concis', es: 'Conciso', 'zh-Hans': '简洁型', 'zh-Hant': '簡潔型' },
    description: {
      en: 'Short and to the point',
      fr: 'Bref et direct',
      es: 'Breve y directo',
      'zh-Hans': '简明扼要，直奔重点',
      'zh-Hant': '簡明扼要，直奔重點',
    },
  },
]

export const gradeById = (id: number) => GRADES.find((g) => g.id === id)
export const isCourseId = (id: number) => COURSES.some((c) => c.id === id)
