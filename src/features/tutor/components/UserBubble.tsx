import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '@contract/chat'
import { PhotoThumb } from './PhotoThumb'
import { Icon } from '@/components/icon/Icon'

interface UserBubbleProps {
  message: ChatMessage
  /** The photo of this message while it uploads (the message is still being sent). */
  upload?: { path: string; progress: number } | null
  /** The question itself (first message): it can go into the mistake notebook. */
  isQuestion: boolean
  onToggleMistake(): void
}

export function UserBubble({ message, upload, isQuestion, onToggleMistake }: UserBubbleProps) {
  const { t } = useTranslation()
  const sent = !message.message_id.startsWith('sending-')
  return (
    <View className='bubble-row bubble-row--user' id={`msg-${message.message_id}`}>
      {/* The photo on its own, whole and unframed; the words (if any) in the bubble below it. */}
      {message.image_id && <PhotoThumb imageId={message.image_id} />}
      {!message.image_id && upload && <PhotoThumb imageId={null} localPath={upload.path} progress={upload.progress} />}
      {message.content && (
        <View className='bubble bubble--user' data-testid='question'>
          <Text className='bubble__text' userSelect>
            {message.content}
          </Text>
        </View>
      )}
      {isQuestion && sent && (
        <View
          className={`mistake-toggle${message.is_mistake ? ' mistake-toggle--on' : ''}`}
          role='button'
          tabIndex={0}
          aria-pressed={message.is_mistake}
          data-testid='mistake-toggle'
          onClick={onToggleMistake}
        >
          <Icon name={message.is_mistake ? 'star-on' : 'star'} size={16} />
          <Text>{message.is_mistake ? t('tutor.mistake.marked') : t('tutor.mistake.mark')}</Text>
        </View>
      )}
    </View>
  )
}
