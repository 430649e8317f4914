import { baseCss } from './baseCss.js'
import { dialogCss } from './dialogCss.js'
import { primitivesCss } from './primitivesCss.js'

/** The one stylesheet of the shadow root: theme, shell and primitives. */
export const stylesheet = baseCss + dialogCss + primitivesCss
