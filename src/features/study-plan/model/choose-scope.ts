import Taro from '@tarojs/taro'
import type { TFunction } from 'i18next'
import type { OperationScope } from '@contract/study-plan'

/** "This event" or "all events in the series"; null when the student cancels. */
export async function chooseScope(t: TFunction, action: 'edit' | 'delete'): Promise<OperationScope | null> {
  try {
    const { tapIndex } = await Taro.showActionSheet({ itemList: [t(`plan.scope.${action}One`), t(`plan.scope.${action}All`)] })
    return tapIndex === 0 ? 'occurrence' : 'series'
  } catch {
    return null
  }
}
