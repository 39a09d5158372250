/**
 * The `[[...step]]` routes of the shop's multi-step flows (password re-register, inquiry, the my-page changes):
 * which step a URL names and the step's metadata, in one place.
 */
import type { Metadata } from 'next'

type StepProps = { params: Promise<{ step?: string[] }> }

/**
 * No segment is the first step (never reachable by its own name); one segment that names another step is that
 * step; anything else is null (the page answers 404). Own keys only: `/toString/` is not a step.
 */
export function stepOf<K extends string>(
  steps: Record<K, unknown>,
  first: NoInfer<K>,
  segments: string[] | undefined,
): K | null {
  if (!segments?.length) return first
  const [name] = segments
  return segments.length === 1 && name !== undefined && name !== first && Object.hasOwn(steps, name)
    ? (name as K)
    : null
}

/** generateMetadata of a step route: the step's title; no step is indexed unless `indexFirst` (a public form's entry). */
export function stepMetadata<K extends string>(
  steps: Record<K, { title: string }>,
  first: NoInfer<K>,
  { indexFirst = false }: { indexFirst?: boolean } = {},
) {
  return async ({ params }: StepProps): Promise<Metadata> => {
    const step = stepOf(steps, first, (await params).step)
    return step ? { title: steps[step].title, robots: { index: indexFirst && step === first } } : {}
  }
}
