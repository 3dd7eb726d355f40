import core from './core'
import tutor from './tutor'

/** All strings of this language; each feature adds its own file here. */
export default {
  ...core,
  ...tutor,
}
