import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const applyProposal = (proposalId: string) => call(ENDPOINTS.studyPlan.applyProposal, { proposal_id: proposalId })
