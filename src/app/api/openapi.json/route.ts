import { buildOpenApiDocument } from '@/lib/api/openapi'
import { apiCalls } from '@/lib/api/registry'
import { env } from '@/lib/config/env'

export const dynamic = 'force-static'

export function GET() {
  const doc = buildOpenApiDocument(apiCalls, {
    title: 'ウェルネスの森 ショップAPI',
    version: '1.0.0',
    serverUrl: env.SITE_URL,
  })
  return Response.json(doc, { headers: { 'cache-control': 'public, max-age=300' } })
}
