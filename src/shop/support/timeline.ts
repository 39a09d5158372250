/**
 * A customer's whole story in one list (issue 29 §3, docs/adr/071-support-console.md): orders, course history,
 * points, mails, inquiries, sign-ins and security events, notes and support actions, merged newest first. Pure: the
 * loader (customer-story.ts) reads the sources, this orders them.
 */

export const TIMELINE_KINDS = [
  'order',
  'course',
  'points',
  'mail',
  'inquiry',
  'security',
  'note',
  'support',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  order: 'ご注文',
  course: '定期コース',
  points: 'ポイント',
  mail: 'メール',
  inquiry: 'お問い合わせ',
  security: 'ログイン・セキュリティ',
  note: 'メモ',
  support: 'サポート対応',
}

export interface TimelineEntry {
  kind: TimelineKind
  /** ISO 8601 instant. */
  at: string
  title: string
  detail: string
  /** The admin page of the record (an order, a course…), when it has one. */
  link?: string
}

export interface LabelledEntry extends TimelineEntry {
  kindLabel: string
}

/** Sorting ties: a later-listed kind happened in answer to an earlier one (an order, then its mail). */
const KIND_ORDER: Record<TimelineKind, number> = Object.fromEntries(
  TIMELINE_KINDS.map((kind, i) => [kind, i]),
) as Record<TimelineKind, number>

const timeOf = (at: string): number => {
  const t = Date.parse(at)
  return Number.isNaN(t) ? 0 : t
}

/**
 * Merges the sources into one list, newest first; entries of one instant keep a stable order (the later kind
 * first, then the order they came in). Entries without a readable time sink to the end rather than vanish.
 */
export function buildTimeline(sources: readonly (readonly TimelineEntry[])[]): LabelledEntry[] {
  const all = sources.flat().map((entry, index) => ({ entry, index, t: timeOf(entry.at) }))
  all.sort((a, b) => b.t - a.t || KIND_ORDER[b.entry.kind] - KIND_ORDER[a.entry.kind] || a.index - b.index)
  return all.map(({ entry }) => ({ ...entry, kindLabel: TIMELINE_KIND_LABELS[entry.kind] }))
}
