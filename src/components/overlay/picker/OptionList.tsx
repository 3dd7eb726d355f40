import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { scrollTopFor } from './calendar'

interface Props {
  label: string
  options: string[]
  selected: number
  onSelect(index: number): void
  testId?: string
}

/**
 * A list box: one option chosen, arrows walk it (lib/overlay-focus), the chosen one scrolled
 * into view when it opens. Only the chosen option is in the Tab order.
 */
export function OptionList({ label, options, selected, onSelect, testId }: Props) {
  // Scrolled once, when it opens; afterwards the student scrolls.
  const [top] = useState(() => scrollTopFor(selected))
  return (
    <ScrollView scrollY scrollTop={top} className='picker-options'>
      <View role='listbox' aria-label={label} data-testid={testId}>
        {options.map((option, i) => (
          <View
            key={`${i}-${option}`}
            role='option'
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className={`picker-option${i === selected ? ' picker-option--on' : ''}`}
            onClick={() => onSelect(i)}
          >
            <Text className='picker-option__label'>{option}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
