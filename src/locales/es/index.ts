import core from './core'

/** All strings of this language; each feature adds its own file here. */
export default {
  ...core,
}
