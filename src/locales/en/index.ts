import core from './core'
import tutor from './tutor'
import account from './account'

/** All strings of this language; each feature adds its own file here. */
export default {
  ...core,
  ...tutor,
  ...account,
}
