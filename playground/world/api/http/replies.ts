import type { ApiReply } from './types.js'

export const json = (body: unknown, status = 200): ApiReply => ({ status, json: body })

/** The data API's error body (SERVICES.md §0.4). */
export const failed = (status: number, field: string, description: string): ApiReply => ({
  status,
  json: { status: 'FAILED', reasons: [{ field, description }] },
})

export const svg = (body: string): ApiReply => ({
  status: 200,
  body,
  contentType: 'image/svg+xml',
  headers: { 'cache-control': 'public, max-age=86400' },
})

export const html = (body: string, status = 200): ApiReply => ({
  status,
  body,
  contentType: 'text/html; charset=utf-8',
})

/** A refused request: the top-level handler turns it into a 4xx `failed` body. */
export class RequestError extends Error {
  constructor(
    readonly field: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(`${field}: ${description}`)
    this.name = 'RequestError'
  }
}
