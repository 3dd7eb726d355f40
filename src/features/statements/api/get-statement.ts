import { RESOURCE_API } from '@contract/routes/table/resource'
import type { StatementKind } from '@contract/resource'
import { call } from '@/lib/http/call'

export const getStatement = (kind: StatementKind) => call(RESOURCE_API.statement, { kind })
