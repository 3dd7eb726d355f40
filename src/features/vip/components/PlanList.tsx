import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { VipPlan } from '@contract/order'
import { formatFen } from '@/lib/money'
import './plan-list.scss'

interface Props {
  plans: VipPlan[]
  selected: string | null
  onSelect(planId: string): void
}

/** The plans on sale as cards; one is selected. */
export function PlanList({ plans, selected, onSelect }: Props) {
  const { t } = useTranslation()
  return (
    <View className='plan-list' role='radiogroup'>
      {plans.map((plan) => {
        const active = plan.plan_id === selected
        return (
          <View
            key={plan.plan_id}
            className={`plan-card${active ? ' plan-card--selected' : ''}`}
            role='radio'
            aria-checked={active}
            data-testid={`plan-${plan.plan_id}`}
            onClick={() => onSelect(plan.plan_id)}
          >
            <Text className='plan-card__name'>{plan.name}</Text>
            <Text className='plan-card__price'>{formatFen(plan.price_fen)}</Text>
            <Text className='plan-card__grant'>
              {plan.days > 0 ? t('vip.planDays', { n: plan.days }) : t('vip.planQuestions', { n: plan.questions })}
            </Text>
            {plan.days >= 60 && (
              // Whole fen per day, rounded up: never promise a lower price than the real one.
              <Text className='plan-card__per-day'>{t('vip.perDay', { price: formatFen(Math.ceil(plan.price_fen / plan.days)) })}</Text>
            )}
          </View>
        )
      })}
    </View>
  )
}
