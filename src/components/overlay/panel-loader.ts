// Jest and the mini-program (which cannot load code on demand) resolve this file: the panels are
// part of the bundle. H5 builds pick panel-loader.h5.ts, which loads them when first needed.
import { OverlayPanel } from './OverlayPanel'

export type Panel = typeof OverlayPanel

/** The panel component when its code is in, else null. */
export const loadedPanel = (): Panel | null => OverlayPanel

export const loadPanel = (): Promise<Panel> => Promise.resolve(OverlayPanel)
