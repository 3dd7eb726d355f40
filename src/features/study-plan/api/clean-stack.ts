import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

export const cleanStack = () => call(STUDY_PLAN_API.cleanStack)
