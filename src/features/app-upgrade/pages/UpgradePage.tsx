import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { APP_VERSION, APP_VERSION_CODE } from '@contract/app-version'
import { applyAppUpdate } from '@/lib/app-update'
import { back } from '@/lib/navigation'
import { updateGate } from '@/lib/update-gate'
import { useAppStore } from '@/shared/app-state'
import { checkVersion } from '@/features/auth'
import { dismiss } from '../dismissal'
import './upgrade-page.scss'
import { Button } from '@/components/button/Button'

/** The upgrade popup: what the new version brings, "later" and "update" (only "update" when forced). */
export default function UpgradePage() {
  const { t } = useTranslation()
  const v = useAppStore((s) => s.checkVersion)
  const forced = !!updateGate.lockedTo() || (!!v && APP_VERSION_CODE < v.min_version_code)
  const notes = (v?.release_notes ?? '').split('\n').map((line) => line.trim()).filter(Boolean)
  const upToDate = !!v && v.latest_version_code <= APP_VERSION_CODE

  // Opened directly (a link, a reload): ask which version is current.
  useEffect(() => {
    if (!v) void checkVersion().then((next) => useAppStore.getState().setCheckVersion(next), () => undefined)
  }, [v])

  const later = () => {
    if (v) dismiss(v.latest_version_code)
    back()
  }

  return (
    <View className='upgrade' data-testid='upgrade' data-forced={forced ? '1' : '0'}>
      <View className='upgrade__card'>
        <Text className='upgrade__title'>
          {upToDate ? t('upgrade.upToDate') : t('upgrade.title', { version: v?.latest_version ?? '' })}
        </Text>
        <Text className='upgrade__current'>{t('upgrade.current', { version: APP_VERSION })}</Text>
        {forced && <Text className='upgrade__forced'>{t('upgrade.forced')}</Text>}
        <Text className='upgrade__heading'>{t('upgrade.whatsNew')}</Text>
        {notes.length > 0 ? (
          notes.map((line, i) => (
            <Text key={i} className='upgrade__note'>
              • {line}
            </Text>
          ))
        ) : (
          <Text className='upgrade__note'>{t('upgrade.noNotes')}</Text>
        )}
        <View className='upgrade__actions'>
          {upToDate && !forced ? (
            <Button size='inline' className='upgrade__button' onPress={back}>
              {t('common.confirm')}
            </Button>
          ) : (
            <>
              {!forced && (
                <Button tone='ghost' size='inline' className='upgrade__button' onPress={later} testId='upgrade-later'>
                  {t('upgrade.later')}
                </Button>
              )}
              <Button size='inline' className='upgrade__button' onPress={() => applyAppUpdate(v?.download_url ?? '')} testId='upgrade-update'>
                {t('upgrade.update')}
              </Button>
            </>
          )}
        </View>
      </View>
    </View>
  )
}
