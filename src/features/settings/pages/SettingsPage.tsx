import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '@contract/app-version'
import { LANGS, type Lang } from '@contract/langs'
import type { UserInfo } from '@contract/user'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { confirmDialog, Picker } from '@/components/overlay'
import { useDictionaryStore } from '@/shared/dictionary/store'
import { useUserStore } from '@/shared/user/store'
import { alterSettings, alterSleep } from '../api/settings'
import { signOut } from '../sign-out'
import { Button } from '@/components/button/Button'

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
    if (await confirmDialog({ title: t('settings.logoutConfirm'), confirmText: t('settings.logout'), danger: true })) await signOut()
  }
  const tone = tones.find((x) => x.id === info.tone_id)

  return (
    <View>
      <View className='list'>
        <View role='button' tabIndex={0} className='list__row' data-testid='settings-account' onClick={() => go(ROUTES.settingAccount.path)}>
          <Text>{t('settings.account')}</Text>
          <Text className='list__chevron' />
        </View>
        <Picker mode='selector' title={t('settings.language')} options={LANGS.map((l) => LANGUAGE_NAMES[l])} value={LANGS.indexOf(currentLanguage())} onChange={onLanguage} className='list__row' testId='settings-language'>
          <Text>{t('settings.language')}</Text>
          <Text className='list__value list__chevron'>{LANGUAGE_NAMES[currentLanguage()]}</Text>
        </Picker>
        <Picker mode='selector' title={t('settings.tone')} options={tones.map((x) => x.name)} value={Math.max(0, tones.indexOf(tone!))} onChange={onTone} className='list__row'>
          <Text>{t('settings.tone')}</Text>
          <Text className='list__value list__chevron'>{tone?.name ?? ''}</Text>
        </Picker>
      </View>
      <View className='list'>
        <Picker mode='time' title={t('settings.bedtime')} value={info.bedtime} onChange={(v) => onSleep('bedtime', v)} className='list__row'>
          <Text>{t('settings.bedtime')}</Text>
          <Text className='list__value list__chevron'>{info.bedtime}</Text>
        </Picker>
        <Picker mode='time' title={t('settings.wakeTime')} value={info.wake_time} onChange={(v) => onSleep('wake_time', v)} className='list__row'>
          <Text>{t('settings.wakeTime')}</Text>
          <Text className='list__value list__chevron'>{info.wake_time}</Text>
        </Picker>
      </View>
      <View className='list'>
        <View role='button' tabIndex={0} className='list__row' onClick={() => go(ROUTES.statement.path)}>
          <Text>{t('settings.terms')}</Text>
          <Text className='list__chevron' />
        </View>
        <View className='list__row'>
          <Text>{t('settings.version')}</Text>
          <Text className='list__value'>{APP_VERSION}</Text>
        </View>
      </View>
      <View className='form'>
        <Button tone='plain' testId='logout' onPress={onLogout}>
          {t('settings.logout')}
        </Button>
      </View>
    </View>
  )
}
