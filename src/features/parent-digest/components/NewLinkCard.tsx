import Taro from '@tarojs/taro'
import { Button as WechatButton, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ShareCreated } from '@contract/parent-digest'
import { Button } from '@/components/button/Button'
import { QrImage, useSaveQr } from '@/components/qr-image/QrImage'
import { SHARES_BY_CARD } from '@/lib/share'
import { toast } from '@/lib/toast'

/** The link just made, shown once (only its hash is kept): QR card, the link, copy and save. */
export function NewLinkCard({ created, onDone }: { created: ShareCreated; onDone(): void }) {
  const { t } = useTranslation('parent')
  const fileName = `parent-link-${created.share.share_id}`
  const save = useSaveQr(created.qr_code, fileName)
  const copy = () => Taro.setClipboardData({ data: created.url }).then(() => toast(t('share.copied')), () => undefined)
  return (
    <View className='ps-link' data-testid='ps-new-link'>
      <Text className='ps-link__title'>{t('share.linkTitle')}</Text>
      <QrImage src={created.qr_code} alt={t('share.linkTitle')} fileName={fileName} testId='ps-qr' />
      <Text className='ps-link__url' selectable userSelect data-testid='ps-url'>
        {created.url}
      </Text>
      <Text className='ps-link__once'>{t('share.linkOnce')}</Text>
      <View className='ps-link__actions'>
        {SHARES_BY_CARD && (
          <WechatButton className='btn btn--primary btn--inline ps-link__button' openType='share'>
            {t('share.sendWechat')}
          </WechatButton>
        )}
        <Button tone='primary' size='inline' className='ps-link__button' onPress={() => void copy()} testId='ps-copy'>
          {t('share.copy')}
        </Button>
        <Button tone='ghost' size='inline' className='ps-link__button' onPress={() => void save()} testId='ps-save'>
          {t('share.saveQr')}
        </Button>
      </View>
      <Button tone='plain' onPress={onDone} testId='ps-done'>
        {t('share.done')}
      </Button>
    </View>
  )
}
