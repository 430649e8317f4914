import type { HttpClient } from '../http/createHttpClient.js'
import { analyticsConfigAnswer } from './configAnswers.js'

/** Whether the project has analytics on (GET /getAnalyticsConfig); any failure means off. */
export async function fetchAnalyticsConfig(client: HttpClient): Promise<boolean> {
  try {
    return (await client.get({ path: '/getAnalyticsConfig', schema: analyticsConfigAnswer })).isAnalyticsEnabled
  } catch {
    return false
  }
}
