/**
 * How the admin writes dates (issue 27, docs/adr/062-japanese-admin-dates.md): the way a Japanese reader expects,
 * 「2026年11月28日 23:46」, never Payload's English-shaped 「11月 28日 2026, 11:46 午後」.
 *
 * One place: payload.config.ts gives the root format to `admin.dateFormat` (document header, autosave label, list
 * cells of createdAt/updatedAt) and runs every collection and global through `withJapaneseDates`, which gives each
 * date field the picker and list format of its kind. A field that sets its own `displayFormat` keeps it (the
 * campaign period and the notice date are typed as 2026/11/28 23:46, the numeric form staff type fastest).
 *
 * A date field without a `pickerAppearance` is a moment (…日時, 有効期限): Payload's default would be a date-only
 * picker that stores noon, so it is shown and picked with its time. Fields that are days say `dayOnly`.
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/** The root format: a moment in the staff's time zone (the server runs in Asia/Tokyo, src/server/production-env.ts). */
export const ADMIN_DATE_TIME_FORMAT = 'yyyy年M月d日 HH:mm'

type PickerAppearance = 'dayAndTime' | 'dayOnly' | 'default' | 'monthOnly' | 'timeOnly'

/** The picker and list format of each kind of date field. */
export const ADMIN_DATE_FORMATS: Record<
  Exclude<PickerAppearance, 'default'>,
  { displayFormat: string; timeFormat?: string }
> = {
  dayAndTime: { displayFormat: ADMIN_DATE_TIME_FORMAT, timeFormat: 'HH:mm' },
  dayOnly: { displayFormat: 'yyyy年M月d日' },
  monthOnly: { displayFormat: 'yyyy年M月' },
  timeOnly: { displayFormat: 'HH:mm', timeFormat: 'HH:mm' },
}

type DateAdmin = { pickerAppearance?: PickerAppearance; displayFormat?: string; timeFormat?: string }

function japaneseDateField(field: Field & { type: 'date' }): Field {
  const date = (field.admin?.date ?? {}) as DateAdmin
  const appearance: Exclude<PickerAppearance, 'default'> =
    !date.pickerAppearance || date.pickerAppearance === 'default' ? 'dayAndTime' : date.pickerAppearance
  const formats = ADMIN_DATE_FORMATS[appearance]
  return {
    ...field,
    admin: {
      ...field.admin,
      date: {
        ...formats,
        ...date,
        pickerAppearance: appearance,
        displayFormat: date.displayFormat ?? formats.displayFormat,
      } as never,
    },
  }
}

/** The fields with every date field (at any depth: rows, tabs, groups, arrays, blocks) given its Japanese format. */
export function japaneseDateFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') return japaneseDateField(field)
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: japaneseDateFields(tab.fields) })) }
    }
    if (field.type === 'blocks') {
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: japaneseDateFields(block.fields) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: japaneseDateFields(field.fields) } as Field
    }
    return field
  })
}

export function withJapaneseDates<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: japaneseDateFields(config.fields) }
}
