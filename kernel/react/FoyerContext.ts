import { createContext } from 'react'
import type { Foyer, Kernel } from '../index.js'

export const FoyerContext = /* @__PURE__ */ createContext<Foyer | null>(null)

/** The loaded kernel, provided by the modal shell to the views it renders. */
export const KernelContext = /* @__PURE__ */ createContext<Kernel | null>(null)
