import core from './core'
import plan from './plan'
import today from './today'
import tactics from './tactics'
import tutor from './tutor'
import account from './account'

/** All strings of this language; each feature adds its own file here. */
export default {
  ...core,
  ...plan,
  ...today,
  ...tactics,
  ...tutor,
  ...account,
}
