/** Reads the seed content kept as files in content/ (Markdown with front matter, and JSON). */
import fs from 'node:fs'
import path from 'node:path'

import matter from 'gray-matter'

export const CONTENT_DIR = path.resolve(process.cwd(), 'content')

export type MarkdownFile = { file: string; data: Record<string, unknown>; body: string }

export function readMarkdownDir(dir: string): MarkdownFile[] {
  const full = path.join(CONTENT_DIR, dir)
  return fs
    .readdirSync(full)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const parsed = matter(fs.readFileSync(path.join(full, f), 'utf8'))
      return { file: `${dir}/${f}`, data: parsed.data, body: parsed.content.trim() }
    })
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as T
}

export function str(data: Record<string, unknown>, key: string, file: string): string {
  const v = data[key]
  if (typeof v === 'string' && v.trim()) return v.trim()
  if (typeof v === 'number') return String(v)
  if (v instanceof Date) return v.toISOString()
  throw new Error(`${file}: front matter "${key}" is missing`)
}

export function optStr(data: Record<string, unknown>, key: string): string | undefined {
  const v = data[key]
  if (v instanceof Date) return v.toISOString()
  return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined
}
