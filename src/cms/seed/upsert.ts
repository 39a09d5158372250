/** The seed's one rule: create a document only when it is missing, so staff edits survive every re-run. */
import type { CollectionSlug, Payload } from 'payload'

export type Log = (line: string) => void
export type Counts = { created: number; existing: number }

/** Seed writes must not expire Next's cache: the seed may run outside a Next server (CLI, tests). */
export const seedContext = { disableRevalidate: true }

export function newCounts(): Counts {
  return { created: 0, existing: 0 }
}

export async function findIdBy(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  value: string,
): Promise<number | string | undefined> {
  const existing = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    draft: true,
  })
  return existing.docs[0]?.id
}

export async function upsert(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  value: string,
  create: () => Promise<unknown>,
  counts: Counts,
): Promise<void> {
  if ((await findIdBy(payload, collection, field, value)) !== undefined) counts.existing++
  else {
    await create()
    counts.created++
  }
}

export function report(log: Log, label: string, c: Counts): void {
  log(`  ${label}: ${c.created} created, ${c.existing} already there`)
}
