import core from './core'
import plan from './plan'
import today from './today'
import tactics from './tactics'
import tutor from './tutor'
import vip from './vip'
import notifications from './notifications'
import appPages from './app-pages'
import feedback from './feedback'
import invitation from './invitation'
import account from './account'

/** All strings of this language; each feature adds its own file here. */
export default {
  ...core,
  ...plan,
  ...today,
  ...tactics,
  ...tutor,
  ...vip,
  ...notifications,
  ...appPages,
  ...feedback,
  ...invitation,
  ...account,
}
