/**
 * Is a value a rich-text body the shop can store (issue 27 "bad input")? An empty body (null) or a Lexical editor
 * state: an object whose root is a node of type 'root', every node an object with a string type, children an array
 * of nodes and text a string, nested at most MAX_DEPTH deep and at most MAX_NODES in all. Anything else — a string,
 * a number, a root that is not an object, children that are not a list — is refused before Payload's editor hooks
 * read it (they would fail with a 500 or store it as it came). Pure.
 */
export const MAX_DEPTH = 64
export const MAX_NODES = 100_000

type Walk = { nodes: number }

function nodeProblem(node: unknown, depth: number, walk: Walk): boolean {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return true
  if (++walk.nodes > MAX_NODES || depth > MAX_DEPTH) return true
  const { type, children, text } = node as { type?: unknown; children?: unknown; text?: unknown }
  if (typeof type !== 'string' || type === '') return true
  if (text !== undefined && typeof text !== 'string') return true
  if (children === undefined) return false
  if (!Array.isArray(children)) return true
  return children.some((child) => nodeProblem(child, depth + 1, walk))
}

/** Null when the value may be stored; else why not, in Japanese, naming the field by its label. */
export function richTextShapeProblem(value: unknown, label: string): string | null {
  if (value === null || value === undefined) return null
  const root = value && typeof value === 'object' ? (value as { root?: unknown }).root : undefined
  const ok =
    !!root &&
    typeof root === 'object' &&
    (root as { type?: unknown }).type === 'root' &&
    Array.isArray((root as { children?: unknown }).children) &&
    !nodeProblem(root, 0, { nodes: 0 })
  return ok ? null : `${label}の形式が正しくありません。エディターで入力した本文を送ってください。`
}
