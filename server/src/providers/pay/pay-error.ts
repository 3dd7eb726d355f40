import type { ErrorName } from '@contract/errors'
import { AppError } from '../../errors'

export type PayErrorName = Extract<ErrorName, `PAY_${string}`>

/**
 * A payment failure: the catalogue name decides what the client sees; `detail` (and the
 * provider's own code and HTTP status, when it answered) is for the server log only.
 */
export class PayError extends AppError {
  constructor(
    key: PayErrorName,
    readonly detail: string,
    readonly providerCode?: string,
    readonly httpStatus?: number,
  ) {
    super(key)
    this.name = 'PayError'
    this.message = `${key}: ${detail}`
  }
}
