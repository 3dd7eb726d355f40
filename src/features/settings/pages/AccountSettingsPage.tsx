import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PATHS } from '@contract/paths'
import type { AvatarUploaded } from '@contract/user'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { assetUrl } from '@/lib/http/http-client'
import { upload } from '@/lib/upload'
import { toast } from '@/lib/toast'
import { alterProfile } from '@/features/profile'
import { getUserInfo } from '@/shared/user/get-user-info'
import { useUserStore } from '@/shared/user/store'
import { PasswordForm } from '../components/PasswordForm'
import { Button } from '@/components/button/Button'
import { TextInput } from '@/components/text-input/TextInput'

export default function AccountSettingsPage() {
  const { t } = useTranslation()
  const info = useUserStore((s) => s.info)
  const [nickname, setNickname] = useState(info?.nickname ?? '')
  const [passwordOpen, setPasswordOpen] = useState(false)
  if (!info) return null

  const refresh = async () => useUserStore.getState().setInfo(await getUserInfo())
  const onAvatar = async () => {
    const chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }).catch(() => null)
    const path = chosen?.tempFilePaths[0]
    if (!path) return
    await upload<AvatarUploaded>(PATHS.user.avatar, path)
    await refresh()
    toast(t('settings.saved'))
  }
  const onNickname = async () => {
    if (!nickname.trim() || nickname.trim() === info.nickname) return
    useUserStore.getState().setInfo(await alterProfile({ nickname: nickname.trim() }))
    toast(t('settings.saved'))
  }

  return (
    <View>
      <View className='list'>
        <View role='button' tabIndex={0} className='list__row' onClick={onAvatar}>
          <Text>{t('settings.avatar')}</Text>
          {info.avatar ? <Image src={assetUrl(info.avatar)} style={{ width: '40px', height: '40px', borderRadius: '20px' }} mode='aspectFill' nativeProps={{ alt: '' }} /> : <Text className='list__chevron' />}
        </View>
        <View className='list__row'>
          <Text>{t('settings.nickname')}</Text>
          <TextInput label={t('settings.nickname')} data-testid='nickname-input' value={nickname} maxlength={20} style={{ textAlign: 'right', flex: 1, marginLeft: '16px' }} onInput={(e) => setNickname(e.detail.value)} onBlur={onNickname} onConfirm={onNickname} />
        </View>
        <View className='list__row'>
          <Text>{t('settings.phone')}</Text>
          <Text className='list__value'>{info.phone || t('settings.none')}</Text>
        </View>
        <View className='list__row'>
          <Text>{t('settings.accountName')}</Text>
          <Text className='list__value'>{info.account || t('settings.none')}</Text>
        </View>
        <View role='button' tabIndex={0} className='list__row' onClick={() => go(ROUTES.collectionSteps.path, { redirect: `/${ROUTES.settingAccount.path}` })}>
          <Text>{t('settings.profile')}</Text>
          <Text className='list__value list__chevron'>{info.school ? `${info.school} · ${info.grade}` : t('settings.none')}</Text>
        </View>
      </View>
      <View className='list'>
        <View role='button' tabIndex={0} className='list__row' onClick={() => setPasswordOpen(!passwordOpen)}>
          <Text>{t('settings.password')}</Text>
          <Text className='list__value list__chevron'>{info.has_password ? t('settings.changePassword') : t('settings.setPassword')}</Text>
        </View>
      </View>
      {passwordOpen && <PasswordForm info={info} onDone={() => { setPasswordOpen(false); void refresh() }} />}
      <View className='form'>
        <Button tone='plain' className='btn--warning-text' testId='to-destroy' onPress={() => go(ROUTES.settingDestroy.path)}>
          {t('settings.deleteAccount')}
        </Button>
      </View>
    </View>
  )
}
