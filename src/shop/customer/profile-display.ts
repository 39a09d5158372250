/**
 * How my page writes a member's registered information (spec §3): birth dates with their era, as Japanese
 * shoppers often know them by era; postal codes with the hyphen; the address in the order it is written.
 */

import { eraOfDate } from './japanese-era'
import { GENDERS } from './person-fields'

/** '1989-01-08' → '1989年1月8日（平成元年）'. */
export function birthDateText(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '')
  if (!match) return '未登録'
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const era = eraOfDate(year, month, day)
  return `${year}年${month}月${day}日${era ? `（${era}）` : ''}`
}

export const genderText = (value: string) => GENDERS.find((g) => g.value === value)?.label ?? '未登録'

/** '1000001' → '〒100-0001' (the shop's one postal code formatter). */
export { postalCodeText } from '@/shop/address/postal-code'

export function addressText(a: {
  prefecture: string
  city: string
  town?: string | null
  streetAddress: string
  building?: string | null
}): string {
  const line = `${a.prefecture}${a.city}${a.town ?? ''}${a.streetAddress}`
  return a.building ? `${line} ${a.building}` : line
}

export const mailMagazineText = (wants: boolean) => (wants ? '受け取る' : '受け取らない')
