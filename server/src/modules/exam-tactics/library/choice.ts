import type { Localized } from '../../../i18n'

export const CHOICE: Localized = { en: 'Multiple choice', fr: 'QCM', es: 'Preguntas tipo test', 'zh-Hans': '选择题', 'zh-Hant': '選擇題' }
