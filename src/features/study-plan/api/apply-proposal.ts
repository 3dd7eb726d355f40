import { PATHS } from '@contract/paths'
import type { ApplyProposalResult } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const applyProposal = (proposalId: string) => http.post<ApplyProposalResult>(PATHS.studyPlan.applyProposal, { proposal_id: proposalId })
