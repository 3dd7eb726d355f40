import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { MAX_INSTRUCTION_LENGTH } from '@/lib/constants'
import { currentLanguage } from '@/lib/i18n'
import { listen, speechAvailable } from '@/lib/speech'
import { TextInput } from '@/components/text-input/TextInput'
import './instruction-bar.scss'
import { Icon } from '@/components/icon/Icon'

interface Props {
  busy: boolean
  onSend(text: string): void
  /** Add an event by hand (in the bar, so it never floats over the plan or an answer). */
  onAdd(): void
}

/** "Tell me what to change": typed, or said where the browser can listen; and the + for a new event. */
export function InstructionBar({ busy, onSend, onAdd }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [listening, setListening] = useState(false)
  const stop = useRef<(() => void) | null>(null)
  useEffect(() => () => stop.current?.(), [])

  const send = () => {
    const value = text.trim()
    if (!value || busy) return
    onSend(value)
    setText('')
  }
  const toggleMic = () => {
    if (listening) return stop.current?.()
    setListening(true)
    stop.current = listen(currentLanguage(), setText, () => {
      setListening(false)
      stop.current = null
    })
  }
  return (
    <View className='instruction-bar'>
      <View className='instruction-bar__add' role='button' tabIndex={0} aria-label={t('plan.add')} data-testid='plan-add' onClick={onAdd}>
        <Icon name='plus-white' size={24} />
      </View>
      <View className='instruction-bar__box'>
        <TextInput label={busy ? t('plan.instruction.thinking') : t('plan.instruction.placeholder')}
          className='instruction-bar__input'
          value={text}
          maxlength={MAX_INSTRUCTION_LENGTH}
          placeholder={busy ? t('plan.instruction.thinking') : t('plan.instruction.placeholder')}
          confirmType='send'
          disabled={busy}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={send}
        />
        {speechAvailable() && (
          <View
            className={`instruction-bar__mic${listening ? ' instruction-bar__mic--on' : ''}`}
            role='button'
            tabIndex={0}
            aria-label={t(listening ? 'plan.instruction.stopListening' : 'plan.instruction.speak')}
            aria-pressed={listening}
            onClick={toggleMic}
          >
            <Icon name={listening ? 'mic-on' : 'mic'} />
          </View>
        )}
      </View>
      <View
        className={`instruction-bar__send${!text.trim() || busy ? ' instruction-bar__send--off' : ''}`}
        role='button'
        tabIndex={0}
        aria-disabled={!text.trim() || busy}
        aria-busy={busy}
        aria-label={busy ? t('plan.instruction.thinking') : undefined}
        data-testid='instruction-send'
        onClick={send}
      >
        {busy ? <View className='instruction-bar__spinner' /> : <Text>{t('plan.instruction.send')}</Text>}
      </View>
    </View>
  )
}
