/**
 * Writes src/app/favicon.ico from the shop's icon (src/app/(shop)/icon.svg): browsers and crawlers that ask for
 * /favicon.ico whatever the page declares got a 404 on every page. The .ico holds 16, 32 and 48 px PNG images
 * (the ICO format allows PNG payloads). Run after changing the icon: `node --import tsx scripts/build/make-favicon.ts`.
 */
import fs from 'node:fs'

import sharp from 'sharp'

const SVG = 'src/app/(shop)/icon.svg'
const OUT = 'src/app/favicon.ico'
const SIZES = [16, 32, 48]

const svg = fs.readFileSync(SVG)
const pngs = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
  ),
)

const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(SIZES.length, 4)

let offset = 6 + 16 * SIZES.length
const entries = SIZES.map((size, i) => {
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size, 0)
  entry.writeUInt8(size, 1)
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(pngs[i]!.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += pngs[i]!.length
  return entry
})

fs.writeFileSync(OUT, Buffer.concat([header, ...entries, ...pngs]))
console.log(`${OUT}: ${SIZES.join(', ')} px, ${offset} bytes`)
