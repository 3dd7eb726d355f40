import { Type } from '@sinclair/typebox'

export const jobsEnv = {
  /**
   * How often this instance looks for periodic jobs that are due (order sweep, expired previews…).
   * Each due run is claimed by one instance of the cluster; 0: this instance never runs jobs.
   */
  JOB_TICK_MS: Type.Integer({ default: 5000, minimum: 0, maximum: 3_600_000 }),
}
