import { z } from 'zod'

/**
 * A comma list in a query (`purpose-codes=a,b`; repeated parameters arrive joined the same way, see server.ts):
 * trimmed, empty items dropped, duplicates removed. Absent → []. Pipe it into the item schema.
 */
export const commaItems = () =>
  z
    .string()
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]
        : [],
    )

/** A comma list of one of the given values. */
export const enumCommaList = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  commaItems().pipe(z.array(z.enum(values, { error: `${label}の値が正しくありません` })))
