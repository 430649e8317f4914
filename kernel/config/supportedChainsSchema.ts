import type * as z from 'zod/mini'
import { schemaOf } from '../options/rules/schemaOf.js'
import { type SupportedChainsResponse, supportedChainsRule } from './supportedChainsAnswer.js'

export type { SupportedChainsResponse } from './supportedChainsAnswer.js'

/** GET /v1/supported-chains as a zod schema, from its rule (supportedChainsAnswer.ts): for the world's checks. */
export const supportedChainsSchema = () => schemaOf(supportedChainsRule) as z.ZodMiniType<SupportedChainsResponse>
