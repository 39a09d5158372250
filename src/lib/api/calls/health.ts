/** The health check call (load balancers, uptime monitors, the demo script). */
import { z } from 'zod'

import { defineCall } from '../define-call'

export const healthCall = defineCall({
  method: 'GET',
  path: '__health',
  operationId: 'getHealth',
  summary: '稼働確認（データベースを含む）',
  tags: ['system'],
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'error']),
    time: z.string(),
  }),
  // The database does not answer: status degraded, with the error envelope (docs/adr/024-hostile-input.md).
  errors: [503],
})
