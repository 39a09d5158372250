/**
 * A sample's stock is the inventory row of its own code (docs/adr/046-sample-apply.md). The `sample-` prefix keeps
 * those codes apart from every product's code, so an application can never take a product's stock.
 */
export const SAMPLE_CODE_PATTERN = /^sample-[a-z0-9][a-z0-9-]{0,32}$/

export const isSampleCode = (value: unknown): value is string =>
  typeof value === 'string' && SAMPLE_CODE_PATTERN.test(value)
