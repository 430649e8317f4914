import type { PluginContext } from 'foyer'
import { type SmartSession, smartSessionsSchema } from './schemas.js'

type Context = Pick<PluginContext, 'api' | 'store'>

/**
 * The smart sessions of the connected EVM account (GET /v1/sessions/{caipAddress}, SPEC §7); none without one.
 * `fresh`: a read after a change (a revoke), which an identical read already in flight must not answer.
 */
export async function fetchSmartSessions(context: Context, { fresh = false } = {}): Promise<SmartSession[]> {
  const caipAddress = context.store.getState().chains.eip155?.accountState.caipAddress
  if (!caipAddress) return []
  const answer = await context.api.api.get({ path: `/v1/sessions/${caipAddress}`, schema: smartSessionsSchema, fresh })
  return answer.pcis
}
