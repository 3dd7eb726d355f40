import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { ChatMessage, Feedback } from '@contract/chat'
import { toast } from '@/lib/toast'
import thumbDown from '@/assets/tutor/thumb-down.svg'
import thumbDownOn from '@/assets/tutor/thumb-down-on.svg'
import thumbUp from '@/assets/tutor/thumb-up.svg'
import thumbUpOn from '@/assets/tutor/thumb-up-on.svg'
import { Markdown } from './Markdown'
import { VerdictBadge } from './VerdictBadge'

interface ReplyBubbleProps {
  message: ChatMessage
  /** The latest reply: the only one that can be written again. */
  isLast: boolean
  onRegenerate(): void
  onRate(feedback: Feedback): void
}

/** A reply of the tutor: streamed text, its state, the Verified badge and its actions. */
export function ReplyBubble({ message, isLast, onRegenerate, onRate }: ReplyBubbleProps) {
  const { t } = useTranslation()
  const live = message.status === 'pending' || message.status === 'streaming'
  const copy = () => {
    void Taro.setClipboardData({ data: message.content }).then(() => toast(t('tutor.chat.copied')))
  }
  return (
    <View className={`bubble bubble--reply bubble--${message.status}`} id={`msg-${message.message_id}`} data-testid='reply'>
      {message.content ? (
        <Markdown text={message.content} streaming={live} />
      ) : live ? (
        <Text className='bubble__thinking'>{t('tutor.chat.thinking')}</Text>
      ) : null}
      {message.status === 'stopped' && <Text className='bubble__state'>{t('tutor.chat.stopped')}</Text>}
      {message.status === 'error' && (
        <View className='bubble__error'>
          <Text>{message.error?.msg ?? t('tutor.chat.failed')}</Text>
        </View>
      )}
      {message.verdict && <VerdictBadge verdict={message.verdict} />}
      {!live && (
        <View className='bubble__actions'>
          {message.content && (
            <View className='bubble__action' role='button' tabIndex={0} onClick={copy}>
              {t('tutor.chat.copy')}
            </View>
          )}
          {isLast && (
            <View className='bubble__action' role='button' tabIndex={0} data-testid='regenerate' onClick={onRegenerate}>
              {message.status === 'error' ? t('tutor.chat.retry') : t('tutor.chat.regenerate')}
            </View>
          )}
          {message.content && (
            <>
              <View className='bubble__rate' role='button' tabIndex={0} aria-label={t('tutor.chat.like')} aria-pressed={message.feedback === 'like'} onClick={() => onRate('like')}>
                <Image className='bubble__icon' src={message.feedback === 'like' ? thumbUpOn : thumbUp} nativeProps={{ alt: '' }} />
              </View>
              <View
                className='bubble__rate'
                role='button' tabIndex={0}
                aria-label={t('tutor.chat.dislike')}
                aria-pressed={message.feedback === 'dislike'}
                onClick={() => onRate('dislike')}
              >
                <Image className='bubble__icon' src={message.feedback === 'dislike' ? thumbDownOn : thumbDown} nativeProps={{ alt: '' }} />
              </View>
            </>
          )}
        </View>
      )}
    </View>
  )
}
