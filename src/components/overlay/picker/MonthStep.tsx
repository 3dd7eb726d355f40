import { Text, View } from '@tarojs/components'

interface Props {
  label: string
  previous: string
  next: string
  onStep(n: -1 | 1): void
}

/** "‹ May 2027 ›": what is shown, and a step back or forward. */
export function MonthStep({ label, previous, next, onStep }: Props) {
  return (
    <View className='picker-step'>
      <View className='picker-step__arrow' role='button' tabIndex={0} aria-label={previous} data-testid='picker-previous' onClick={() => onStep(-1)}>
        <View className='picker-step__chevron picker-step__chevron--left' />
      </View>
      <Text className='picker-step__label' aria-live='polite'>
        {label}
      </Text>
      <View className='picker-step__arrow' role='button' tabIndex={0} aria-label={next} data-testid='picker-next' onClick={() => onStep(1)}>
        <View className='picker-step__chevron picker-step__chevron--right' />
      </View>
    </View>
  )
}
