import { create } from 'zustand'
import type { Course, Grade, Tone } from '@contract/user'
import { getCourseList, getGradeList, getToneList } from './get-dictionary'

interface DictionaryState {
  grades: Grade[]
  courses: Course[]
  tones: Tone[]
  /** The language the lists were loaded in: names are translated by the server. */
  loadedLang: string | null
  /** After a language switch: the lists again, named in `lang`. */
  load(lang: string): Promise<void>
  /** The lists the app start brought, named in `lang`. */
  set(lists: Pick<DictionaryState, 'grades' | 'courses' | 'tones'>, lang: string): void
}

export const useDictionaryStore = create<DictionaryState>()((set) => ({
  grades: [],
  courses: [],
  tones: [],
  loadedLang: null,
  load: async (lang) => {
    const [grades, courses, tones] = await Promise.all([getGradeList(), getCourseList(), getToneList()])
    set({ grades, courses, tones, loadedLang: lang })
  },
  set: ({ grades, courses, tones }, lang) => set({ grades, courses, tones, loadedLang: lang }),
}))
