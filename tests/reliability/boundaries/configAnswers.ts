import { allowedOriginsSchema } from '../../../kernel/config/allowedOriginsSchema.js'
import { analyticsConfigSchema, remoteConfigSchema } from '../../../kernel/config/configSchemas.js'
import { supportedChainsSchema } from '../../../kernel/config/supportedChainsSchema.js'
import { apiBoundary } from '../apiBoundary.js'

/** The config service and the data API's supported chains (kernel/config). */
export const configAnswersBoundary = () =>
  apiBoundary('config answers', [
    {
      path: '/appkit/v1/config',
      schema: remoteConfigSchema(),
      samples: [
        {
          features: [
            { id: 'swap', isEnabled: true, config: ['1inch'] },
            { id: 'social_login', isEnabled: false, config: null },
          ],
        },
        { features: [] },
      ],
    },
    {
      path: '/projects/v1/origins',
      schema: allowedOriginsSchema,
      samples: [{ allowedOrigins: ['https://app.example', '*.example'] }],
    },
    { path: '/getAnalyticsConfig', schema: analyticsConfigSchema(), samples: [{ isAnalyticsEnabled: true }] },
    {
      path: '/v1/supported-chains',
      schema: supportedChainsSchema(),
      samples: [{ http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] }],
    },
  ])
