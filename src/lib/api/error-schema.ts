/**
 * The error envelope (./errors.ts ApiErrorEnvelope) as a zod schema, for the OpenAPI document. Kept apart from
 * ./errors.ts so the browser, which reads error answers, never loads zod (docs/adr/037-javascript-budget.md).
 */
import { z } from 'zod'

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
