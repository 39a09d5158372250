import type { ZodType } from 'zod'

/** A field's own check in the browser: its message, or undefined when the value passes. */
export type FieldRule = (value: string) => string | undefined

/**
 * The browser's check of one field from the same zod rule the server parses it with (src/shop/customer/
 * person-fields.ts …). An empty value passes: "required" is the submit's business, so leaving a field empty
 * on the way through the form never shows a message early.
 */
export function ruleOf(schema: ZodType): FieldRule {
  return (value) => {
    if (value.trim() === '') return undefined
    const result = schema.safeParse(value)
    return result.success ? undefined : result.error.issues[0]?.message
  }
}
