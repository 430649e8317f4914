// The frame itself: GET /sdk (the page the product loads in its hidden iframe), its script, and the relay its
// script calls (POST /api/message). The page may be framed only by the origin it was given (CSP frame-ancestors).
import * as z from 'zod/mini'
import { frameQuerySchema } from '../../../../adapters/embedded/frame/frameMessages.js'
import { parseBody } from '../../api/http/parseInput.js'
import { json } from '../../api/http/replies.js'
import type { SiteRoute } from '../http/createSiteHandler.js'
import { handleMessage } from '../messages/handleMessage.js'
import { buildFramePage } from '../page/buildFramePage.js'
import type { SiteState } from '../site/SiteState.js'
import { describeIssues } from '../../../../adapters/embedded/frame/describeIssues.js'
import { approvalSection, approvalStyles } from './approvalSection.js'
import { checkSender } from './checkSender.js'
import { escapeHtml, jsonForScript, layout, messagePage } from './layout.js'

const htmlReply = (body: string, status = 200, headers: Record<string, string> = {}) => ({
  status,
  body,
  contentType: 'text/html; charset=utf-8',
  headers,
})

const pageRequest = z.object({
  deviceId: z.string().check(z.minLength(8), z.maxLength(128)),
  appOrigin: z.string().check(z.minLength(1)),
  chainId: z.optional(z.string()),
  message: z.unknown(),
})

function originOf(value: string | undefined) {
  try {
    return value ? new URL(value).origin : undefined
  } catch {
    return undefined
  }
}

export function sdkRoutes(site: SiteState): SiteRoute[] {
  return [
    {
      method: 'GET',
      path: '/sdk',
      page: true,
      handle(request) {
        const query = Object.fromEntries(request.query)
        site.records.load({ query, at: site.now() })
        if (site.faults.load() === 'server-error') return htmlReply(messagePage('Server error', 'Injected fault'), 500)
        const parsed = frameQuerySchema.safeParse(query)
        if (!parsed.success) return htmlReply(messagePage('Bad request', describeIssues(parsed.error)), 400)
        const ancestor = originOf(parsed.data.origin)
        if (parsed.data.origin !== undefined && ancestor !== parsed.data.origin)
          return htmlReply(messagePage('Bad request', 'origin must be an origin, like http://127.0.0.1:5173'), 400)
        const config = { ready: site.faults.load() !== 'no-ready' }
        const body = layout(
          'Foyer embedded wallet',
          `<h1>Foyer embedded wallet (local)</h1><p id="status" class="muted">Starting…</p>
<p class="muted">Project ${escapeHtml(parsed.data.projectId)} · chain ${escapeHtml(parsed.data.chainId ?? 'eip155:1')}</p>
${approvalSection}`,
          `${approvalStyles}
<script type="application/json" id="frame-config">${jsonForScript(config)}</script>
<script type="module" src="/sdk.js"></script>`,
        )
        return htmlReply(body, 200, ancestor ? { 'content-security-policy': `frame-ancestors ${ancestor}` } : {})
      },
    },
    {
      method: 'GET',
      path: '/sdk.js',
      async handle() {
        return { status: 200, body: await buildFramePage(), contentType: 'text/javascript; charset=utf-8' }
      },
    },
    {
      method: 'POST',
      path: '/api/message',
      async handle(request) {
        checkSender(site, request)
        return json(await handleMessage(site, await parseBody(request, pageRequest)))
      },
    },
  ]
}
