import { RequestError } from './replies.js'
import type { ApiRequest, ProductParams } from './types.js'

const header = (request: ApiRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

async function projectIdOf(request: ApiRequest): Promise<string | undefined> {
  const fromQuery = request.query.get('projectId') ?? header(request, 'x-project-id')
  if (fromQuery || request.method !== 'POST') return fromQuery
  // POST /v1/fungible/price carries it in the body (SPEC §7).
  const body = await request.json().catch(() => undefined)
  const fromBody = (body as { projectId?: unknown } | undefined)?.projectId
  return typeof fromBody === 'string' ? fromBody : undefined
}

/**
 * Product calls carry projectId, st (SDK type) and sv (SDK version) as query values (SERVICES.md §0.2;
 * the legacy x-project-id, x-sdk-type and x-sdk-version headers are accepted too). A missing one is a 400.
 */
export async function checkProductParams(request: ApiRequest, required: ProductParams): Promise<void> {
  if (required === 'none') return
  if (!(await projectIdOf(request))) throw new RequestError('projectId', 'projectId is required')
  if (required === 'project') return
  if (!(request.query.get('st') ?? header(request, 'x-sdk-type'))) throw new RequestError('st', 'st is required')
  if (!(request.query.get('sv') ?? header(request, 'x-sdk-version'))) throw new RequestError('sv', 'sv is required')
}
