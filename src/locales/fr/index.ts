import core from './core'
import plan from './plan'

/** All strings of this language; each feature adds its own file here. */
export default {
  ...core,
  ...plan,
}
