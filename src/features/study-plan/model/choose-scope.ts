import type { TFunction } from 'i18next'
import type { OperationScope } from '@contract/study-plan'
import { chooseAction } from '@/components/overlay'

/** "This event" or "all events in the series"; null when the student cancels. */
export async function chooseScope(t: TFunction, action: 'edit' | 'delete'): Promise<OperationScope | null> {
  const picked = await chooseAction({
    title: t(`plan.scope.${action}Title`),
    items: [
      { label: t(`plan.scope.${action}One`), danger: action === 'delete', testId: 'scope-one' },
      { label: t(`plan.scope.${action}All`), danger: action === 'delete', testId: 'scope-all' },
    ],
  })
  return picked === null ? null : picked === 0 ? 'occurrence' : 'series'
}
