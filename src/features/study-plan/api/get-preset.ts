import { PATHS } from '@contract/paths'
import type { PresetAnswer } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const getPreset = () => http.get<PresetAnswer>(PATHS.studyPlan.presetEvent)
