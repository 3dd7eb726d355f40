// The parent-digest module's public surface: other modules import from here, never from its files.
export { computeDigest } from './digest.service'
