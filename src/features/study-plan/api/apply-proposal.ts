import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

export const applyProposal = (proposalId: string) => call(STUDY_PLAN_API.applyProposal, { proposal_id: proposalId })
