/**
 * The Japanese font of the receipt PDF: Noto Sans JP (SIL Open Font License) regular and bold, from the npm
 * package @expo-google-fonts/noto-sans-jp. pdfkit embeds only the glyphs a receipt uses (a subset of each
 * weight), so a receipt PDF stays small.
 *
 * The files are read by path from the project root's node_modules, not through require.resolve or an import
 * of the package: the package's index imports expo (a React Native runtime the shop does not have), and a
 * bundler would try to follow either. The app is started from the project root (`next start` / `npm start`),
 * and so are the tests, so process.cwd() is that root in both. The turbopackIgnore comment keeps the build
 * from tracing the whole project for paths it cannot resolve statically.
 *
 * Each file is about 5 MB; it is read once per process and the buffers are kept (a module-level promise). A
 * failed read is not cached, so the next receipt tries again.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export interface ReceiptFonts {
  regular: Buffer
  bold: Buffer
}

const FONT_PACKAGE_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts/noto-sans-jp')

export const RECEIPT_FONT_FILES = {
  regular: path.join(FONT_PACKAGE_DIR, '400Regular', 'NotoSansJP_400Regular.ttf'),
  bold: path.join(FONT_PACKAGE_DIR, '700Bold', 'NotoSansJP_700Bold.ttf'),
} as const

let cached: Promise<ReceiptFonts> | null = null

export function receiptFonts(): Promise<ReceiptFonts> {
  if (!cached) {
    const loading = Promise.all([
      readFile(/*turbopackIgnore: true*/ RECEIPT_FONT_FILES.regular),
      readFile(/*turbopackIgnore: true*/ RECEIPT_FONT_FILES.bold),
    ]).then(([regular, bold]) => ({ regular, bold }))
    cached = loading
    loading.catch(() => {
      if (cached === loading) cached = null
    })
  }
  return cached
}
