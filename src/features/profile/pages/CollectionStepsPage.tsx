import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { School } from '@contract/user'
import { currentLanguage } from '@/lib/i18n'
import { returnAfterLogin } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import { useLoginParams } from '@/shared/session/login-params'
import { useDictionaryStore } from '@/shared/dictionary/store'
import { useUserStore } from '@/shared/user/store'
import { alterProfile } from '../api/profile'
import { SchoolPicker } from '../components/SchoolPicker'
import '../components/collect.scss'
import { Button } from '@/components/button/Button'

type Step = 0 | 1 | 2

/** School, grade and courses after activation (and from settings, to change them). */
export default function CollectionStepsPage() {
  const { t } = useTranslation()
  const { redirect } = useLoginParams()
  const info = useUserStore((s) => s.info)
  const { grades, courses, load } = useDictionaryStore()
  const [step, setStep] = useState<Step>(0)
  const [school, setSchool] = useState<School | null>(info?.school_id ? { id: info.school_id, name: info.school, city: '', province: '', verified: true } : null)
  const [gradeId, setGradeId] = useState(info?.grade_id ?? 0)
  const [courseIds, setCourseIds] = useState<number[]>(info?.course_ids ?? [])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!grades.length || !courses.length) void load(currentLanguage()).catch(() => undefined)
  }, [grades.length, courses.length, load])

  const toggle = (id: number) => setCourseIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
  const onDone = async () => {
    if (!school || !gradeId || !courseIds.length || busy) return
    setBusy(true)
    try {
      const user = await alterProfile({ school_id: school.id, grade_id: gradeId, course_ids: courseIds })
      useUserStore.getState().setInfo(user)
      useLoginDraftStore.getState().reset()
      toast(t('collect.saved'))
      returnAfterLogin(redirect)
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false)
    }
  }
  const why = [school ? null : t('collect.pickSchool'), gradeId ? null : t('collect.pickGrade'), courseIds.length > 0 ? null : t('collect.pickCourses')][step]
  const next = () => {
    if (why) return
    if (step < 2) setStep((step + 1) as Step)
    else void onDone()
  }

  return (
    <View className='form'>
      <Text className='form__title'>{t('collect.title')}</Text>
      <Text className='form__hint'>{t('collect.hint')}</Text>
      <View className='collect__steps'>
        {(['stepSchool', 'stepGrade', 'stepCourses'] as const).map((key, i) => (
          <Text key={key} className={`collect__step${i <= step ? ' collect__step--on' : ''}`}>
            {t(`collect.${key}`)}
          </Text>
        ))}
      </View>
      {/* Hidden, not unmounted, on the later steps: Back finds the search as it was left. */}
      <View className={step === 0 ? '' : 'collect__hidden'}>
        {school && <Text className='collect__chosen' data-testid='chosen-school'>{school.name}</Text>}
        <SchoolPicker selected={school} onSelect={setSchool} />
      </View>
      {step === 1 && (
        <View>
          <Text className='form__hint'>{t('collect.chooseGrade')}</Text>
          <View className='collect__chips'>
            {grades.map((g) => (
              <Text role='radio' tabIndex={0} aria-checked={g.id === gradeId} key={g.id} className={`collect__chip${g.id === gradeId ? ' collect__chip--on' : ''}`} data-testid={`grade-${g.id}`} onClick={() => setGradeId(g.id)}>
                {g.name}
              </Text>
            ))}
          </View>
        </View>
      )}
      {step === 2 && (
        <View>
          <Text className='form__hint'>{t('collect.chooseCourses')}</Text>
          <View className='collect__chips'>
            {courses.map((c) => (
              <Text role='checkbox' tabIndex={0} aria-checked={courseIds.includes(c.id)} key={c.id} className={`collect__chip${courseIds.includes(c.id) ? ' collect__chip--on' : ''}`} data-testid={`course-${c.id}`} onClick={() => toggle(c.id)}>
                {c.name}
              </Text>
            ))}
          </View>
        </View>
      )}
      <Button testId='collect-next' disabled={!!why} why={why ?? undefined} busy={busy} onPress={next}>
        {step < 2 ? t('collect.next') : t('collect.done')}
      </Button>
      {step > 0 && (
        <Button tone='plain' testId='collect-back' onPress={() => setStep((step - 1) as Step)}>
          {t('collect.back')}
        </Button>
      )}
    </View>
  )
}
