import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getPreset = () => call(ENDPOINTS.studyPlan.presetEvent)
