import type { EventKind } from '@contract/study-plan'
import { useDictionaryStore } from '@/shared/dictionary/store'

/** Events without a course take their kind's colour. */
const KIND_COLORS: Record<EventKind, string> = {
  study: '#5B6CFF',
  class: '#3E63DD',
  exam: '#FF2E2E',
  rest: '#46A758',
  other: '#8A8F99',
}

export function useCourseLookup() {
  const courses = useDictionaryStore((s) => s.courses)
  return {
    color: (courseId: number | null, kind: EventKind) => courses.find((c) => c.id === courseId)?.color ?? KIND_COLORS[kind],
    name: (courseId: number | null) => courses.find((c) => c.id === courseId)?.name ?? '',
    courses,
  }
}
