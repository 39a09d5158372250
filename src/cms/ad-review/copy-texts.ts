/**
 * Which words of a document are advertising copy, for the advertising-law check (issue 27): the text, textarea and
 * rich-text fields named like copy (title, heading, lead, body, alt …) at any depth — rows, tabs, groups, arrays and
 * campaign blocks — read from the document's data. Codes, paths, URLs and keys are not copy and are not read.
 * Each text keeps its data path (where a finding is) and a Japanese label (how the findings panel names it).
 */
import type { Block, Field } from 'payload'

import type { ReviewedText } from '@/shop/publish-review/review-gate'
import { richTextToText } from '@/shop/content/rich-text'

/** Field names that hold copy in the shop's collections. */
export const COPY_FIELD_NAMES: ReadonlySet<string> = new Set([
  'name',
  'title',
  'subtitle',
  'heading',
  'lead',
  'catchCopy',
  'summary',
  'excerpt',
  'description',
  'body',
  'text',
  'story',
  'tagline',
  'question',
  'answer',
  'alt',
  'caption',
])

export type CopyText = ReviewedText & { label: string }

type Data = Record<string, unknown>

const labelOf = (field: { label?: unknown; name?: string }): string => {
  const label = field.label
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && typeof (label as Data).ja === 'string')
    return (label as Data).ja as string
  return field.name ?? ''
}

const join = (...parts: string[]) => parts.filter(Boolean).join('.')
const chain = (...parts: string[]) => parts.filter(Boolean).join(' › ')
const asData = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {})

function walk(fields: readonly Field[], data: Data, path: string, label: string, out: CopyText[]): void {
  for (const field of fields) {
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText': {
        if (!COPY_FIELD_NAMES.has(field.name) || ('hasMany' in field && field.hasMany)) break
        const value = data[field.name]
        const text =
          field.type === 'richText' ? richTextToText(value) : typeof value === 'string' ? value : ''
        if (text.trim())
          out.push({ field: join(path, field.name), label: chain(label, labelOf(field)), text })
        break
      }
      case 'group':
        if ('name' in field && field.name) {
          walk(
            field.fields,
            asData(data[field.name]),
            join(path, field.name),
            chain(label, labelOf(field)),
            out,
          )
        } else walk(field.fields, data, path, label, out)
        break
      case 'row':
      case 'collapsible':
        walk(field.fields, data, path, label, out)
        break
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) {
            walk(tab.fields, asData(data[tab.name]), join(path, tab.name), chain(label, labelOf(tab)), out)
          } else walk(tab.fields, data, path, label, out)
        }
        break
      case 'array': {
        const rows = Array.isArray(data[field.name]) ? (data[field.name] as unknown[]) : []
        rows.forEach((row, i) =>
          walk(
            field.fields,
            asData(row),
            join(path, field.name, String(i)),
            chain(label, `${labelOf(field)} ${i + 1}`),
            out,
          ),
        )
        break
      }
      case 'blocks': {
        const rows = Array.isArray(data[field.name]) ? (data[field.name] as unknown[]) : []
        rows.forEach((row, i) => {
          const blockType = asData(row).blockType
          const block = (field.blocks as Block[]).find((b) => b.slug === blockType)
          if (!block) return
          const blockLabel = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
          walk(
            block.fields,
            asData(row),
            join(path, field.name, String(i)),
            chain(label, `${i + 1}. ${blockLabel}`),
            out,
          )
        })
        break
      }
      default:
        break
    }
  }
}

/** The copy of a document (or of the data being saved) under the given fields. */
export function copyTextsOf(fields: readonly Field[], data: unknown): CopyText[] {
  const out: CopyText[] = []
  walk(fields, asData(data), '', '', out)
  return out
}
