// The control as JSON under /__frame/ (CORS open), so a test in another process or a page can drive the site.
import * as z from 'zod/mini'
import { appMessageNames, socialProviderSchema } from '../../../../adapters/embedded/frame/frameMessages.js'
import { parseBody } from '../../api/http/parseInput.js'
import { json } from '../../api/http/replies.js'
import type { ApiReply, ApiRequest } from '../../api/http/types.js'
import type { SiteRoute } from '../http/createSiteHandler.js'
import type { FrameControl } from './FrameControl.js'

const names = z.array(z.enum(appMessageNames as [string, ...string[]]))
const selection = z.nullable(z.union([z.literal('all'), names]))
const faultsBody = z.object({
  delay: z.optional(z.nullable(z.object({ ms: z.int().check(z.gte(0)), types: z.optional(names) }))),
  drop: z.optional(selection),
  garbage: z.optional(selection),
  load: z.optional(z.enum(['ok', 'no-ready', 'server-error'])),
})
const decisionBody = z.object({
  state: z.optional(z.string()),
  provider: z.optional(socialProviderSchema),
  identity: z.optional(z.string()),
  userName: z.optional(z.string()),
  email: z.optional(z.string()),
  cancel: z.optional(z.boolean()),
})
const identityBody = z.object({ identity: z.nullable(z.string()), provider: z.optional(socialProviderSchema) })
const methodBody = z.object({ method: z.optional(z.string()) })
const modeBody = z.object({ mode: z.enum(['approve', 'reject', 'pending']), method: z.optional(z.string()) })

export function frameControlRoutes(control: FrameControl): SiteRoute[] {
  const route = (method: SiteRoute['method'], path: string, handle: (request: ApiRequest) => unknown): SiteRoute => ({
    method,
    path: `/__frame/${path}`,
    handle: async (request): Promise<ApiReply> => json((await handle(request)) ?? { ok: true }),
  })
  const query = (request: ApiRequest, name: string) => request.query.get(name) ?? undefined
  return [
    route('GET', 'mailbox', (request) => ({ mails: control.mailbox(query(request, 'to')) })),
    route('GET', 'otp', (request) => ({ otp: control.lastOtp(query(request, 'email') ?? '') ?? null })),
    route('POST', 'devices/approve', async (request) => {
      control.approveDevice((await parseBody(request, z.object({ email: z.string() }))).email)
    }),
    route('GET', 'social', () => ({ logins: control.socialLogins() })),
    route('POST', 'social/decide', async (request) => ({
      resultUri: control.decideSocial(await parseBody(request, decisionBody)),
    })),
    route('POST', 'social/identity', async (request) => {
      const body = await parseBody(request, identityBody)
      control.setSocialIdentity(body.identity, body.provider)
    }),
    route('GET', 'farcaster', () => ({ channels: control.farcasterChannels() })),
    route('POST', 'farcaster/approve', async (request) => {
      const body = await parseBody(
        request,
        z.object({ channelToken: z.optional(z.string()), fid: z.optional(z.int()) }),
      )
      await control.approveFarcaster(body)
    }),
    route('GET', 'faults', () => control.faults()),
    route('POST', 'faults', async (request) => {
      control.setFaults((await parseBody(request, faultsBody)) as Parameters<FrameControl['setFaults']>[0])
    }),
    route('DELETE', 'faults', () => control.clearFaults()),
    route('GET', 'approvals', (request) => ({
      pending: control.pendingApprovals(),
      mode: control.approvalMode(request.query.get('method') ?? undefined),
    })),
    route('POST', 'approvals/mode', async (request) => {
      const body = await parseBody(request, modeBody)
      control.setApprovalMode(body.mode, body.method)
    }),
    route('POST', 'approvals/wait', async (request) =>
      control.waitForApproval((await parseBody(request, methodBody)).method),
    ),
    route('POST', 'approvals/approve', async (request) => ({
      count: control.approvePending((await parseBody(request, methodBody)).method),
    })),
    route('POST', 'approvals/reject', async (request) => ({
      count: control.rejectPending((await parseBody(request, methodBody)).method),
    })),
    route('POST', 'smart-account-networks', async (request) => {
      control.setSmartAccountNetworks((await parseBody(request, z.object({ chainIds: z.array(z.int()) }))).chainIds)
    }),
    route('GET', 'users', () => ({ users: control.users() })),
    route('GET', 'devices', () => ({ devices: control.devices() })),
    route('GET', 'loads', () => ({ loads: control.loads() })),
    route('GET', 'messages', (request) => ({ messages: control.messages(query(request, 'name')) })),
    route('POST', 'reset', () => control.reset()),
  ]
}
