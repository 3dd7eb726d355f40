import { ENDPOINTS } from '@contract/routes/endpoints'
import type { StatementKind } from '@contract/resource'
import { call } from '@/lib/http/call'

export const getStatement = (kind: StatementKind) => call(ENDPOINTS.resource.statement, { kind })
