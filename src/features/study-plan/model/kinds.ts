import type { EventKind } from '@contract/study-plan'

/** The kinds in the order the form offers them (contract/study-plan.ts is type-only on the client). */
export const EVENT_KIND_LIST: EventKind[] = ['study', 'class', 'exam', 'rest', 'other']
