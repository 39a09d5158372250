import type { Metadata } from 'next'

import { buildOpenApiDocument } from '@/lib/api/openapi'
import { apiCalls } from '@/lib/api/registry'
import { env } from '@/lib/config/env'
import { ApiReference } from '@/ui/api-docs/ApiReference'
import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'

export const metadata: Metadata = { title: 'ショップAPI リファレンス' }

export default function ApiDocsPage() {
  const doc = buildOpenApiDocument(apiCalls, {
    title: 'ウェルネスの森 ショップAPI',
    version: '1.0.0',
    serverUrl: env.SITE_URL,
  })
  return (
    <SimpleLayout>
      <PageTitle lead="ストアフロントが使うショップAPIの一覧です。機械可読な定義は /api/openapi.json（OpenAPI 3.1）にあります。">
        ショップAPI リファレンス
      </PageTitle>
      <p>
        <a href="/api/openapi.json">openapi.json を開く</a>
      </p>
      <ApiReference document={doc} />
    </SimpleLayout>
  )
}
