/**
 * The admin writes dates as a Japanese reader expects (docs/adr/062-japanese-admin-dates.md): checked on the
 * sanitised config Payload really runs, with Payload's own formatter and its Japanese date-fns locale.
 */
import { formatDate } from '@payloadcms/ui/shared'
import { ja } from 'date-fns/locale'
import type { FlattenedField, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { ADMIN_DATE_TIME_FORMAT, japaneseDateFields } from '@/cms/admin-dates'

const config: SanitizedConfig = await (await import('../../../payload.config')).default

type DateField = FlattenedField & {
  type: 'date'
  admin?: { date?: { pickerAppearance?: string; displayFormat?: string; timeFormat?: string } }
}

function dateFieldsOf(fields: FlattenedField[], prefix: string): [string, DateField][] {
  return fields.flatMap((field): [string, DateField][] => {
    const path = `${prefix}.${field.name}`
    if (field.type === 'date') return [[path, field as DateField]]
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
      return dateFieldsOf(field.flattenedFields, path)
    }
    if (field.type === 'blocks') {
      return (field.blocks ?? []).flatMap((block) =>
        dateFieldsOf(block.flattenedFields, `${path}.${block.slug}`),
      )
    }
    return []
  })
}

const all = [
  ...config.collections.flatMap((c) => dateFieldsOf(c.flattenedFields, c.slug)),
  ...config.globals.flatMap((g) => dateFieldsOf(g.flattenedFields, g.slug)),
]
const i18n = { dateFNS: ja } as Parameters<typeof formatDate>[0]['i18n']
const at = '2026-11-28T14:46:00.000Z'

describe('admin dates', () => {
  it('the root format writes 2026年11月28日 23:46 in Japanese time', () => {
    expect(config.admin.dateFormat).toBe(ADMIN_DATE_TIME_FORMAT)
    expect(formatDate({ date: at, i18n, pattern: config.admin.dateFormat!, timezone: 'Asia/Tokyo' })).toBe(
      '2026年11月28日 23:46',
    )
  })

  it('finds the date fields of the shop (orders, customers, campaigns …)', () => {
    const paths = all.map(([path]) => path)
    expect(paths).toEqual(
      expect.arrayContaining(['orders.placedAt', 'campaigns.startsAt', 'columns.publishedAt']),
    )
    // createdAt/updatedAt are Payload's own and written with the root format.
    expect(all.length).toBeGreaterThan(25)
  })

  // Fields Payload adds itself (createdAt, updatedAt, the jobs queue's) have no picker and are listed in the root
  // format.
  it.each(all)('%s is picked and listed in a Japanese format, with a 24-hour time', (_path, field) => {
    const date = field.admin?.date ?? {}
    expect(date.pickerAppearance).not.toBe('default')
    const written = formatDate({
      date: at,
      i18n,
      pattern: date.displayFormat ?? config.admin.dateFormat!,
      timezone: 'Asia/Tokyo',
    })
    expect(written).toMatch(/^2026(年11月(28日)?|\/11\/28)( 23:46)?$|^23:46$/)
    expect(written).not.toMatch(/午後|PM|Nov/)
    if (date.pickerAppearance === 'dayAndTime') {
      expect(written).toMatch(/23:46$/)
      expect(date.timeFormat).toBe('HH:mm')
    }
  })

  it('a date field without a picker becomes a moment; a day keeps being a day; its own format is kept', () => {
    const [moment, day, own] = japaneseDateFields([
      { name: 'shippedAt', type: 'date' },
      { name: 'birthDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'startsAt', type: 'date', admin: { date: { displayFormat: 'yyyy/MM/dd HH:mm' } } },
    ]) as DateField[]
    expect(moment!.admin?.date).toMatchObject({
      pickerAppearance: 'dayAndTime',
      displayFormat: ADMIN_DATE_TIME_FORMAT,
    })
    expect(day!.admin?.date).toMatchObject({ pickerAppearance: 'dayOnly', displayFormat: 'yyyy年M月d日' })
    expect(own!.admin?.date).toMatchObject({
      pickerAppearance: 'dayAndTime',
      displayFormat: 'yyyy/MM/dd HH:mm',
    })
  })
})
