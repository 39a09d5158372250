/**
 * A CMS rich-text body (Lexical JSON, docs/adr/061-rich-text-editor.md), rendered on the server with the package's
 * JSX converter: no client JavaScript of its own. What the Markdown renderer did stays true: `{{fact:…}}` placeholders
 * are filled (ADR 043; a fact that is a Markdown table or list, alone in its paragraph, renders as one), headings
 * keep their `{#anchor}` ids, only safe link targets survive, external links open a new tab, internal links use the
 * client router (next/link). Links to documents show the document's current path; images, links and product cards
 * whose document is gone or not published are left out (a link keeps its text).
 */
import { RichText, type JSXConverterArgs, type JSXConverters } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { markdownToHtml } from '@/lib/markdown/render'
import {
  headingAnchor,
  isRichText,
  relationId,
  type NoticeTone,
  type RichNode,
} from '@/shop/content/rich-text'
import { type PreviewMark, splitByMarks } from '@/shop/publish-review/preview-marks'
import { codeFactValues, fillFacts, type FactValues } from '@/shop/site/fact-placeholders'
import { ProductCard, type ProductCardData } from '@/ui/catalogue/ProductCard'
import { ShopImage } from '@/ui/image/ShopImage'

import styles from './RichBody.module.css'

export type RichImage = { src: string; alt: string; width: number; height: number }

/** The documents a body refers to, as the page resolved them (src/app/_data/rich-text.ts). */
export type ResolvedRichRefs = {
  /** `${collection}:${id}` → the document's storefront path. */
  hrefs: ReadonlyMap<string, string>
  /** media id → the image. */
  images: ReadonlyMap<string, RichImage>
  /** product id → its card (live price and stock). */
  products: ReadonlyMap<string, ProductCardData>
}

export const NO_REFS: ResolvedRichRefs = { hrefs: new Map(), images: new Map(), products: new Map() }

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i
const EXTERNAL = /^https?:\/\//i
const FACT_ALONE = /^\s*\{\{fact:([A-Za-z][A-Za-z0-9]*)\}\}\s*$/

type Args = JSXConverterArgs<RichNode>
const kids = ({ node, nodesToJSX }: Args) => nodesToJSX({ nodes: (node.children ?? []) as never[] })

function anchorFor(href: string, children: ReactNode, key?: string) {
  if (!SAFE_HREF.test(href)) return <span key={key}>{children}</span>
  if (EXTERNAL.test(href))
    return (
      <a key={key} href={href} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    )
  if (href.startsWith('/'))
    return (
      <Link key={key} href={href} prefetch={false}>
        {children}
      </Link>
    )
  return (
    <a key={key} href={href}>
      {children}
    </a>
  )
}

function linkHref(node: RichNode, refs: ResolvedRichRefs): string | null {
  const fields = node.fields ?? {}
  if (fields.linkType === 'internal') {
    const doc = fields.doc as { relationTo?: string; value?: unknown } | undefined
    const id = relationId(doc?.value)
    return id && doc?.relationTo ? (refs.hrefs.get(`${doc.relationTo}:${id}`) ?? null) : null
  }
  return typeof fields.url === 'string' ? fields.url : null
}

/** The text with each phrase the advertising-law check found marked (a staff preview only; preview-marks.ts). */
function markedText(text: string, marks: readonly PreviewMark[]): ReactNode {
  const pieces = splitByMarks(text, marks)
  if (pieces.length === 1 && !pieces[0]!.mark) return text
  return pieces.map((piece, i) =>
    piece.mark ? (
      <mark
        key={i}
        className={piece.mark.severity === 'ng' ? styles.adNg : styles.adReview}
        data-ad-finding={piece.mark.severity}
        title={`${piece.mark.label}\n${piece.mark.reason}\n言い換え例：${piece.mark.suggestion}`}
      >
        {piece.text}
        <span className="visually-hidden">（広告表現チェック {piece.mark.label}）</span>
      </mark>
    ) : (
      piece.text
    ),
  )
}

export function richConverters(
  refs: ResolvedRichRefs,
  facts: FactValues,
  marks: readonly PreviewMark[] = [],
): JSXConverters {
  const link = (args: Args) => {
    const href = linkHref(args.node, refs)
    const children = kids(args)
    return href === null ? <>{children}</> : anchorFor(href, children)
  }
  return {
    text: ({ node }: Args) => {
      const filled = fillFacts(node.text ?? '', facts)
      let text: ReactNode = marks.length ? markedText(filled, marks) : filled
      const format = typeof node.format === 'number' ? node.format : 0
      if (format & 2) text = <em>{text}</em>
      if (format & 1) text = <strong>{text}</strong>
      return text
    },
    linebreak: <br />,
    paragraph: (args: Args) => {
      const only = args.node.children?.length === 1 ? args.node.children[0] : undefined
      const fact = only?.type === 'text' && only.format === 0 ? FACT_ALONE.exec(only.text ?? '') : null
      // A fact that is itself a Markdown block (a fee table, a list of payment methods) renders as that block.
      if (fact && Object.prototype.hasOwnProperty.call(facts, fact[1]!) && facts[fact[1]!]!.includes('\n'))
        return <div dangerouslySetInnerHTML={{ __html: markdownToHtml(facts[fact[1]!]) }} />
      const children = kids(args)
      return children.length ? <p>{children}</p> : null
    },
    heading: (args: Args) => {
      const tag = args.node.tag === 'h3' || args.node.tag === 'h4' ? args.node.tag : 'h2'
      const Tag = tag
      const last = args.node.children?.at(-1)
      const anchor = last?.type === 'text' ? headingAnchor(last.text ?? '') : { text: '', id: null }
      const nodes = anchor.id
        ? [...(args.node.children ?? []).slice(0, -1), { ...last!, text: anchor.text }]
        : (args.node.children ?? [])
      return <Tag id={anchor.id ?? undefined}>{args.nodesToJSX({ nodes: nodes as never[] })}</Tag>
    },
    list: (args: Args) => (args.node.tag === 'ol' ? <ol>{kids(args)}</ol> : <ul>{kids(args)}</ul>),
    listitem: (args: Args) => <li>{kids(args)}</li>,
    // Markdown's blockquote held a paragraph; the editor's quote holds the text itself.
    quote: (args: Args) => (
      <blockquote>
        <p>{kids(args)}</p>
      </blockquote>
    ),
    link,
    autolink: link,
    table: (args: Args) => {
      const rows = (args.node.children ?? []) as RichNode[]
      const isHeader = (row: RichNode) =>
        (row.children ?? []).length > 0 &&
        (row.children ?? []).every((cell) => typeof cell.headerState === 'number' && cell.headerState > 0)
      const headerCount = rows.findIndex((row) => !isHeader(row))
      const split = headerCount === -1 ? rows.length : headerCount
      const render = (nodes: RichNode[]) =>
        args.nodesToJSX({ nodes: nodes as never[], parent: args.node as never })
      return (
        <table>
          {split > 0 ? <thead>{render(rows.slice(0, split))}</thead> : null}
          {split < rows.length ? <tbody>{render(rows.slice(split))}</tbody> : null}
        </table>
      )
    },
    tablerow: (args: Args) => <tr>{kids(args)}</tr>,
    tablecell: (args: Args) => {
      const Cell = typeof args.node.headerState === 'number' && args.node.headerState > 0 ? 'th' : 'td'
      const children = args.node.children ?? []
      // A cell holds one paragraph: render its content, as a Markdown table cell did.
      const content =
        children.length === 1 && children[0]!.type === 'paragraph'
          ? args.nodesToJSX({ nodes: (children[0]!.children ?? []) as never[] })
          : kids(args)
      const colSpan =
        typeof args.node.colSpan === 'number' && args.node.colSpan > 1 ? args.node.colSpan : undefined
      const rowSpan =
        typeof args.node.rowSpan === 'number' && args.node.rowSpan > 1 ? args.node.rowSpan : undefined
      return (
        <Cell colSpan={colSpan} rowSpan={rowSpan}>
          {content}
        </Cell>
      )
    },
    upload: ({ node }: Args) => {
      const id = node.relationTo === 'media' ? relationId(node.value) : null
      const image = id ? refs.images.get(id) : undefined
      if (!image) return null
      const alt = typeof node.fields?.alt === 'string' && node.fields.alt ? node.fields.alt : image.alt
      return (
        <figure className={styles.figure}>
          <ShopImage
            src={image.src}
            alt={alt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 768px) 100vw, 768px"
            className={styles.image}
          />
        </figure>
      )
    },
    blocks: {
      productCard: ({ node }: Args) => {
        const id = relationId(node.fields?.product)
        const product = id ? refs.products.get(id) : undefined
        return product ? (
          <div className={styles.productCard}>
            <ProductCard product={product} />
          </div>
        ) : null
      },
      noticeBox: ({ node }: Args) => {
        const tone: NoticeTone = node.fields?.tone === 'warning' ? 'warning' : 'info'
        const body = fillFacts(String(node.fields?.body ?? ''), facts)
        return (
          <aside
            className={`${styles.notice} ${styles[tone]}`}
            aria-label={tone === 'warning' ? 'ご注意' : 'お知らせ'}
          >
            {body
              .split(/\n{2,}/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p.trim()}</p>
              ))}
          </aside>
        )
      },
    },
    unknown: null,
  } as JSXConverters
}

/**
 * The body, or nothing when empty. A body still in Markdown (not yet migrated) is not shown as raw text. `marks`:
 * the advertising-law check's phrases, given only by a staff preview (src/app/_preview/ad-marks.ts).
 */
export function RichBody({
  data,
  refs = NO_REFS,
  facts,
  marks,
  className = 'prose',
}: {
  data: unknown
  refs?: ResolvedRichRefs
  facts?: FactValues
  marks?: readonly PreviewMark[]
  className?: string
}) {
  if (!isRichText(data) || !data.root.children?.length) return null
  return (
    <RichText
      data={data as never}
      converters={richConverters(refs, facts ?? codeFactValues(), marks)}
      className={className}
      disableIndent
      disableTextAlign
    />
  )
}
