import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { SMS_CODE_LENGTH } from '@contract/account-rules'
import { TextInput } from '@/components/text-input/TextInput'

/** Six boxes over one hidden input: the keyboard and paste fill them in order. */
export function CodeBoxes({ value, onChange, disabled }: { value: string; onChange(v: string): void; disabled?: boolean }) {
  const { t } = useTranslation()
  const digits = value.split('')
  return (
    <View className='code-boxes'>
      {Array.from({ length: SMS_CODE_LENGTH }, (_, i) => (
        <View key={i} className={`code-boxes__box${i === Math.min(value.length, SMS_CODE_LENGTH - 1) ? ' code-boxes__box--active' : ''}`}>
          <Text>{digits[i] ?? ''}</Text>
        </View>
      ))}
      <TextInput label={t('auth.codeTitle')}
        className='code-boxes__input'
        data-testid='code-input'
        type='number'
        focus
        disabled={disabled}
        value={value}
        maxlength={SMS_CODE_LENGTH}
        onInput={(e) => onChange(e.detail.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      />
    </View>
  )
}
