import { Button, Picker, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '@contract/app-version'
import { LANGS, type Lang } from '@contract/langs'
import type { UserInfo } from '@contract/user'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useDictionaryStore } from '../../dictionary/store'
import { useUserStore } from '../../user/store'
import { alterSettings, alterSleep } from '../api/settings'
import { signOut } from '../sign-out'

// Each language named in itself.
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', es: 'Español', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' }

export default function SettingsPage() {
  const { t } = useTranslation()
  const info = useUserStore((s) => s.info)
  const tones = useDictionaryStore((s) => s.tones)
  if (!info) return null
  const saved = (user: UserInfo) => {
    useUserStore.getState().setInfo(user)
    toast(t('settings.saved'))
  }
  const onLanguage = async (index: number) => {
    const lang = LANGS[index]
    if (!(await setLanguage(lang))) return
    await useDictionaryStore.getState().load(lang).catch(() => undefined)
    saved(await alterSettings({ language: lang }))
  }
  const onTone = async (index: number) => saved(await alterSettings({ tone_id: tones[index].id }))
  const onSleep = async (which: 'bedtime' | 'wake_time', value: string) => saved(await alterSleep({ bedtime: info.bedtime, wake_time: info.wake_time, [which]: value }))
  const onLogout = async () => {
    const { confirm } = await Taro.showModal({ content: t('settings.logoutConfirm'), confirmText: t('settings.logout'), cancelText: t('common.cancel') })
    if (confirm) await signOut()
  }
  const tone = tones.find((x) => x.id === info.tone_id)

  return (
    <View>
      <View className='list'>
        <View className='list__row' data-testid='settings-account' onClick={() => go(ROUTES.settingAccount.path)}>
          <Text>{t('settings.account')}</Text>
          <Text className='list__chevron' />
        </View>
        <Picker mode='selector' range={LANGS.map((l) => LANGUAGE_NAMES[l])} value={LANGS.indexOf(currentLanguage())} onChange={(e) => onLanguage(Number(e.detail.value))}>
          <View className='list__row' data-testid='settings-language'>
            <Text>{t('settings.language')}</Text>
            <Text className='list__value list__chevron'>{LANGUAGE_NAMES[currentLanguage()]}</Text>
          </View>
        </Picker>
        <Picker mode='selector' range={tones.map((x) => x.name)} value={Math.max(0, tones.indexOf(tone!))} onChange={(e) => onTone(Number(e.detail.value))}>
          <View className='list__row'>
            <Text>{t('settings.tone')}</Text>
            <Text className='list__value list__chevron'>{tone?.name ?? ''}</Text>
          </View>
        </Picker>
      </View>
      <View className='list'>
        <Picker mode='time' value={info.bedtime} onChange={(e) => onSleep('bedtime', e.detail.value)}>
          <View className='list__row'>
            <Text>{t('settings.bedtime')}</Text>
            <Text className='list__value list__chevron'>{info.bedtime}</Text>
          </View>
        </Picker>
        <Picker mode='time' value={info.wake_time} onChange={(e) => onSleep('wake_time', e.detail.value)}>
          <View className='list__row'>
            <Text>{t('settings.wakeTime')}</Text>
            <Text className='list__value list__chevron'>{info.wake_time}</Text>
          </View>
        </Picker>
      </View>
      <View className='list'>
        <View className='list__row' onClick={() => go(ROUTES.statement.path)}>
          <Text>{t('settings.terms')}</Text>
          <Text className='list__chevron' />
        </View>
        <View className='list__row'>
          <Text>{t('settings.version')}</Text>
          <Text className='list__value'>{APP_VERSION}</Text>
        </View>
      </View>
      <View className='form'>
        <Button className='btn btn--plain' data-testid='logout' onClick={onLogout}>
          {t('settings.logout')}
        </Button>
      </View>
    </View>
  )
}
