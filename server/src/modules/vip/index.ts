// The vip module's public surface: other modules import from here, never from its files.
export { planName, plansOnSale } from './plans'
