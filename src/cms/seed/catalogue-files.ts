/** Reads and validates the catalogue seed files: content/catalogue/{brands,purposes,ingredients}.json, products/*.json. */
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import {
  type BrandSeed,
  brandSchema,
  parseSeedFile,
  type ProductSeed,
  productSchema,
  type TaxonomySeed,
  taxonomySchema,
} from './catalogue-schema'
import { CONTENT_DIR } from './content-files'

function readJsonFile(file: string): unknown {
  const full = path.join(CONTENT_DIR, file)
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'))
  } catch (e) {
    throw new Error(`${file}: cannot read JSON (${e instanceof Error ? e.message : String(e)})`)
  }
}

function uniqueCodes<T>(items: T[], codeOf: (item: T) => string, file: string): T[] {
  const seen = new Set<string>()
  for (const item of items) {
    const code = codeOf(item)
    if (seen.has(code)) throw new Error(`${file}: code "${code}" appears twice`)
    seen.add(code)
  }
  return items
}

export function readBrands(): BrandSeed[] {
  const file = 'catalogue/brands.json'
  return uniqueCodes(parseSeedFile(z.array(brandSchema), readJsonFile(file), file), (b) => b.code, file)
}

export function readTaxonomy(name: 'purposes' | 'ingredients'): TaxonomySeed[] {
  const file = `catalogue/${name}.json`
  return uniqueCodes(parseSeedFile(z.array(taxonomySchema), readJsonFile(file), file), (t) => t.code, file)
}

/** One file per product, named after its code (`sesamin-ex.json`), in the order of their names. */
export function readProducts(): { file: string; product: ProductSeed }[] {
  const dir = 'catalogue/products'
  return fs
    .readdirSync(path.join(CONTENT_DIR, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = `${dir}/${f}`
      const product = parseSeedFile(productSchema, readJsonFile(file), file)
      if (`${product.productCode}.json` !== f)
        throw new Error(`${file}: productCode "${product.productCode}" does not match the file name`)
      return { file, product }
    })
}
