/**
 * Refuses a malformed rich-text body before anything reads it (issue 27 "bad input"): a `beforeOperation` hook on
 * every collection with rich-text fields, so the API answers 400 with a Japanese message on the field instead of a
 * 500 from the editor's own hooks, or storing it. Fields are found at any depth of the data (rows, tabs, groups,
 * arrays, blocks). payload.config.ts runs every collection through `withRichTextShapeCheck`.
 */
import type { Block, CollectionBeforeOperationHook, CollectionConfig, Field } from 'payload'
import { ValidationError } from 'payload'

import { richTextShapeProblem } from '@/shop/content/rich-text-shape'

type Data = Record<string, unknown>
type Problem = { path: string; message: string }

const labelOf = (field: { label?: unknown; name?: string }) =>
  typeof field.label === 'string' ? field.label : (field.name ?? '本文')

function problems(fields: readonly Field[], data: unknown, path: string, out: Problem[]): void {
  if (!data || typeof data !== 'object') return
  const doc = data as Data
  const at = (name: string) => (path ? `${path}.${name}` : name)
  for (const field of fields) {
    if (field.type === 'richText') {
      if (!(field.name in doc)) continue
      const message = richTextShapeProblem(doc[field.name], labelOf(field))
      if (message) out.push({ path: at(field.name), message })
    } else if (field.type === 'array' && Array.isArray(doc[field.name])) {
      ;(doc[field.name] as unknown[]).forEach((row, i) =>
        problems(field.fields, row, at(`${field.name}.${i}`), out),
      )
    } else if (field.type === 'blocks' && Array.isArray(doc[field.name])) {
      ;(doc[field.name] as Data[]).forEach((row, i) => {
        const block = (field.blocks as Block[]).find((b) => b.slug === row?.blockType)
        if (block) problems(block.fields, row, at(`${field.name}.${i}`), out)
      })
    } else if (field.type === 'group' && 'name' in field && field.name) {
      problems(field.fields, doc[field.name], at(field.name), out)
    } else if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group') {
      problems(field.fields, doc, path, out)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) problems(tab.fields, doc[tab.name], at(tab.name), out)
        else problems(tab.fields, doc, path, out)
      }
    }
  }
}

export const hasRichText = (fields: readonly Field[]): boolean =>
  fields.some(
    (field) =>
      field.type === 'richText' ||
      ('fields' in field && Array.isArray(field.fields) && hasRichText(field.fields)) ||
      (field.type === 'tabs' && field.tabs.some((tab) => hasRichText(tab.fields))) ||
      (field.type === 'blocks' && (field.blocks as Block[]).some((block) => hasRichText(block.fields))),
  )

const refuseMalformedRichText: CollectionBeforeOperationHook = ({ args, operation, collection, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const found: Problem[] = []
  problems(collection.fields, (args as { data?: unknown }).data, '', found)
  if (found.length === 0) return args
  throw new ValidationError({ collection: collection.slug, errors: found, req }, req.t)
}

export function withRichTextShapeCheck(config: CollectionConfig): CollectionConfig {
  if (!hasRichText(config.fields)) return config
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [refuseMalformedRichText, ...(config.hooks?.beforeOperation ?? [])],
    },
  }
}
