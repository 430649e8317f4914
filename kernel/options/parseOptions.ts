import * as z from 'zod/mini'
import { kernelError } from '../errors/kernelError.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'
import type { FoyerOptions } from './FoyerOptions.js'
import { optionsRule } from './optionsSchema.js'
import { type ParsedOptions, readOptions } from './readOptions.js'
import { schemaOf } from './rules/schemaOf.js'

export type { ParsedOptions } from './readOptions.js'

/** The options' zod schema: what the quick check is unsure of, zod parses, and says what is wrong. */
function checkOptions(input: unknown): FoyerOptions {
  const result = schemaOf(optionsRule).safeParse(input)
  if (!result.success) throw kernelError('INVALID_OPTIONS', {}, { details: z.prettifyError(result.error) })
  return result.data as FoyerOptions
}

/**
 * readOptions with zod's parse for what the quick check is unsure of: the options validated (INVALID_OPTIONS says
 * what is wrong), SPEC §9's defaults applied, the manifests' own keys checked and defaulted.
 */
export function parseOptions(input: unknown, manifests: readonly PluginManifest[] = []): ParsedOptions {
  return readOptions(input, manifests, checkOptions) as ParsedOptions
}
