import type { Lang } from '@contract/common'
import { interpolate, type Localized } from '../../i18n'
import type { LastReview } from './reviews.service'

const HARD: Localized = {
  en: 'Hard in {exam} last time: {topic}',
  fr: 'Difficile à l’examen « {exam} » : {topic}',
  es: 'Te costó en {exam}: {topic}',
  'zh-Hans': '上次「{exam}」觉得难：{topic}',
  'zh-Hant': '上次「{exam}」覺得難：{topic}',
}
const WENT_BADLY: Localized = {
  en: '{exam} went badly: plan more revision this time, starting with those topics.',
  fr: '« {exam} » s’est mal passé : prévois plus de révisions cette fois, en commençant par ces points.',
  es: '{exam} salió mal: esta vez planifica más repaso, empezando por esos temas.',
  'zh-Hans': '「{exam}」考得不理想：这次多安排些复习，先从这些知识点开始。',
  'zh-Hant': '「{exam}」考得不理想：這次多安排些複習，先從這些重點開始。',
}

/** The first lines of the tactics' focus: what the student said was hard in the course's last exam. */
export function reviewFocus(review: LastReview | null, lang: Lang): string[] {
  if (!review) return []
  const hard = review.topics.map((topic) => interpolate(HARD[lang], { exam: review.title, topic }))
  return review.went === 'badly' ? [...hard, interpolate(WENT_BADLY[lang], { exam: review.title })] : hard
}
