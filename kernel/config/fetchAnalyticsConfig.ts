import type { HttpClient } from '../http/createHttpClient.js'
import { analyticsConfigSchema } from './configSchemas.js'
import { schemaOnUse } from '../storage/schemaOnUse.js'

/** Whether the project has analytics on (GET /getAnalyticsConfig); any failure means off. */
export async function fetchAnalyticsConfig(client: HttpClient): Promise<boolean> {
  try {
    return (await client.get({ path: '/getAnalyticsConfig', schema: schemaOnUse(analyticsConfigSchema) }))
      .isAnalyticsEnabled
  } catch {
    return false
  }
}
