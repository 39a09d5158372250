/** Typed GraphQL documents for browser reads of CMS content (names follow Payload's generated schema). */
import { gql, type TypedDocumentNode } from '@urql/core'

export type ColumnCardGql = {
  number: string
  title: string
  category: string
  excerpt: string | null
  publishedAt: string
  readMinutes: number | null
}

export const COLUMNS_PAGE: TypedDocumentNode<
  { Columns: { docs: ColumnCardGql[]; hasNextPage: boolean } | null },
  { page: number; limit: number }
> = gql`
  query ColumnsPage($page: Int!, $limit: Int!) {
    Columns(page: $page, limit: $limit, sort: "number") {
      docs {
        number
        title
        category
        excerpt
        publishedAt
        readMinutes
      }
      hasNextPage
    }
  }
`

export type FaqGql = { id: number; question: string }

export const FAQS_BY_CATEGORY: TypedDocumentNode<{ Faqs: { docs: FaqGql[] } | null }, { category: number }> =
  gql`
    query FaqsByCategory($category: JSON) {
      Faqs(where: { category: { equals: $category } }, limit: 200, sort: "order") {
        docs {
          id
          question
        }
      }
    }
  `
