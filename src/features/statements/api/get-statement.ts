import { PATHS } from '@contract/paths'
import type { Statement, StatementKind } from '@contract/resource'
import { http } from '@/lib/http/http-client'

export const getStatement = (kind: StatementKind) => http.get<Statement>(PATHS.resource.statement, { kind })
