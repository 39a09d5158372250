/**
 * urql client for content read from the browser. It talks to Payload's GraphQL at /cms-api/graphql as an
 * anonymous reader, so only published documents are visible (collection access rules).
 */
import { cacheExchange, Client, fetchExchange } from '@urql/core'

export const CMS_GRAPHQL_PATH = '/cms-api/graphql'

export function createCmsClient(baseUrl = ''): Client {
  return new Client({
    url: `${baseUrl}${CMS_GRAPHQL_PATH}`,
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetchOptions: { credentials: 'omit', headers: { accept: 'application/json' } },
  })
}
