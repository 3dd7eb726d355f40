import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '@contract/app-version'
import type { FeedbackCategory } from '@contract/feedback'
import { TextArea, TextInput } from '@/components/text-input/TextInput'
import { back } from '@/lib/navigation'
import { sendFeedback } from '../api/send-feedback'
import { uploadFeedbackImage } from '../api/upload-feedback-image'
import { ScreenshotPicker } from '../components/ScreenshotPicker'
import './feedback-page.scss'
import { Button } from '@/components/button/Button'
import { Icon } from '@/components/icon/Icon'

// Kept beside the page (the client imports contract values only from runtime-neutral files).
const CATEGORIES: FeedbackCategory[] = ['bug', 'suggestion', 'answer', 'payment', 'account', 'other']
const MAX_IMAGES = 4
const MAX_LENGTH = 500
const MAX_CONTACT = 64

/** Category, text, up to four screenshots and a contact, for the operator; then a thank-you. */
export default function FeedbackPage() {
  const { t } = useTranslation()
  const [category, setCategory] = useState<FeedbackCategory>('bug')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [paths, setPaths] = useState<string[]>([])
  const [progress, setProgress] = useState<Record<string, number>>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  const ready = content.trim().length > 0 && !sending

  const submit = async () => {
    if (!ready) return
    setSending(true)
    try {
      const imageIds: string[] = []
      // One at a time: a phone on a slow network sends each picture faster alone.
      for (const path of paths) {
        const { done } = uploadFeedbackImage(path, (p) => setProgress((all) => ({ ...all, [path]: p })))
        imageIds.push((await done).image_id)
      }
      await sendFeedback({
        category,
        content: content.trim(),
        contact: contact.trim() || undefined,
        image_ids: imageIds.length > 0 ? imageIds : undefined,
        app_version: APP_VERSION,
      })
      setSent(true)
    } catch {
      // the failed call has shown its reason; everything typed stays for another try
      setProgress({})
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <View className='feedback feedback--sent' data-testid='feedback-sent'>
        <View className='feedback__tick'>
          <Icon name='check-white' size={48} />
        </View>
        <Text className='feedback__thanks'>{t('feedback.thanks')}</Text>
        <Text className='feedback__thanks-note'>{t('feedback.thanksNote')}</Text>
        <Button className='feedback__submit' onPress={back}>
          {t('common.back')}
        </Button>
      </View>
    )
  }

  return (
    <View className='feedback'>
      <Text className='feedback__label'>{t('feedback.category')}</Text>
      <View className='feedback__categories' role='radiogroup'>
        {CATEGORIES.map((c) => (
          <View
            key={c}
            role='radio'
            aria-checked={c === category}
            className={`feedback__chip${c === category ? ' feedback__chip--on' : ''}`}
            data-testid={`feedback-category-${c}`}
            onClick={() => !sending && setCategory(c)}
          >
            <Text>{t(`feedback.categories.${c}`)}</Text>
          </View>
        ))}
      </View>

      <Text className='feedback__label'>{t('feedback.content')}</Text>
      <View className='feedback__box'>
        <TextArea label={t('feedback.placeholder')}
          className='feedback__textarea'
          value={content}
          maxlength={MAX_LENGTH}
          placeholder={t('feedback.placeholder')}
          disabled={sending}
          onInput={(e) => setContent(e.detail.value)}
          data-testid='feedback-content'
        />
        <Text className='feedback__counter'>
          {content.length}/{MAX_LENGTH}
        </Text>
      </View>

      <Text className='feedback__label'>{t('feedback.images', { max: MAX_IMAGES })}</Text>
      <ScreenshotPicker paths={paths} max={MAX_IMAGES} progress={progress} disabled={sending} onChange={setPaths} />

      <Text className='feedback__label'>{t('feedback.contact')}</Text>
      <TextInput label={t('feedback.contactPlaceholder')}
        className='feedback__input'
        value={contact}
        maxlength={MAX_CONTACT}
        placeholder={t('feedback.contactPlaceholder')}
        disabled={sending}
        onInput={(e) => setContact(e.detail.value)}
        data-testid='feedback-contact'
      />

      <Button className='feedback__submit' disabled={!content.trim()} why={t('feedback.writeFirst')} busy={sending} onPress={() => void submit()} testId='feedback-submit'>
        {sending ? t('feedback.sending') : t('feedback.submit')}
      </Button>
    </View>
  )
}
