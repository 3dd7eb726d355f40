import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'
import { coreMessages } from './core'
import { accountMessages } from './accounts'
import { aiMessages } from './ai'
import { providerMessages } from './providers'
import { paymentMessages } from './payments'
import { planMessages } from './plan'
import { tutorMessages } from './tutor'
import { orderMessages } from './orders'
import { feedbackMessages } from './feedback'
import { edgeMessages } from './edge'
import { parentDigestMessages } from './parent-digest'

/** Every error has a message in every language: the type fails to check otherwise. */
export const errorMessages: Record<ErrorName, Localized> = {
  ...coreMessages,
  ...accountMessages,
  ...aiMessages,
  ...providerMessages,
  ...paymentMessages,
  ...planMessages,
  ...tutorMessages,
  ...orderMessages,
  ...feedbackMessages,
  ...edgeMessages,
  ...parentDigestMessages,
}
