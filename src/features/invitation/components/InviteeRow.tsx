import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Invitee } from '@contract/invitation'
import { assetUrl } from '@/lib/http/http-client'
import { formatDay } from '@/lib/format-date'

/** One invited classmate: who, when they joined, and whether they activated. */
export function InviteeRow({ invitee }: { invitee: Invitee }) {
  const { t } = useTranslation()
  const name = invitee.nickname || t('invitation.someone')
  return (
    <View className='invitee' data-testid='invitee' data-activated={invitee.activated_at ? '1' : '0'}>
      {invitee.avatar ? (
        <Image className='invitee__avatar' src={assetUrl(invitee.avatar)} mode='aspectFill' nativeProps={{ alt: '' }} />
      ) : (
        <View className='invitee__avatar invitee__avatar--empty'>
          <Text>{name.slice(0, 1)}</Text>
        </View>
      )}
      <View className='invitee__who'>
        <Text className='invitee__name'>{name}</Text>
        <Text className='invitee__date'>{t('invitation.joinedOn', { date: formatDay(t, invitee.joined_at) })}</Text>
      </View>
      <Text className={`invitee__state${invitee.activated_at ? ' invitee__state--on' : ''}`}>
        {invitee.activated_at ? t('invitation.activated') : t('invitation.notActivated')}
      </Text>
    </View>
  )
}
