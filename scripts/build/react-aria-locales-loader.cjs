/**
 * Turbopack loader (next.config.ts turbopack.rules) for react-aria's and react-stately's `intlStrings.mjs`
 * files: keeps the translated strings of the locales given in the options (ja-JP) and drops the ~30 others,
 * which every page with a react-aria component would otherwise download (docs/adr/037-javascript-budget.md).
 * It does what @react-aria/optimize-locales-plugin does for webpack and Vite, which Turbopack cannot run.
 *
 * react-aria falls back to the en-US strings for a locale it has no strings for, so `fallback` (en-US) is
 * pointed at the first kept locale: a browser set to any other language gets the Japanese strings of this
 * Japanese page instead of a missing-string error.
 */
const IMPORT = /^import (\S+) from "[^"]*\/([a-z]{2,3}-[A-Z]{2})\.mjs";\r?\n/gm
const ENTRY = /^\s*"([a-z]{2,3}-[A-Z]{2})": (\S+?),?\r?\n/gm

module.exports = function reactAriaLocalesLoader(source) {
  const { locales = ['ja-JP'], fallback = 'en-US' } = this.getOptions() || {}
  const names = new Map()
  const kept = source.replace(IMPORT, (line, name, locale) => {
    if (!locales.includes(locale)) return ''
    names.set(locale, name)
    return line
  })
  const first = names.get(locales[0])
  // Not the shape this loader knows (a new react-aria release): leave the file as it is.
  if (!first) return source
  const entries = [...names].map(([locale, name]) => `    "${locale}": ${name}`)
  if (!names.has(fallback)) entries.push(`    "${fallback}": ${first}`)
  let replaced = false
  const result = kept.replace(ENTRY, () => {
    if (replaced) return ''
    replaced = true
    return `${entries.join(',\n')}\n`
  })
  return replaced ? result : source
}
