/**
 * Simple packshot illustrations for the seed catalogue, drawn as SVG in the brand colour. No Japanese text:
 * the machine that renders them may lack Japanese fonts, so the only text is the Latin product code.
 */
import type { ImageShape } from './catalogue-schema'

const SIZE = 800

function channel(hex: string, i: number): number {
  return parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
}

/** Mixes a #RRGGBB colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const a = Math.abs(amount)
  const mixed = [0, 1, 2].map((i) => Math.round(channel(hex, i) + (target - channel(hex, i)) * a))
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

type Palette = { main: string; dark: string; light: string; label: string }

function label(x: number, y: number, w: number, h: number, p: Palette, code: string): string {
  const fontSize = Math.min(30, Math.floor((w - 24) / (code.length * 0.62)))
  return `
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${p.label}"/>
    <rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="6" rx="3" fill="${p.main}"/>
    <text x="${x + w / 2}" y="${y + h / 2 + fontSize / 3}" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif"
      font-size="${fontSize}" font-weight="600" letter-spacing="1" fill="${p.dark}">${escapeXml(code)}</text>
    <rect x="${x + 18}" y="${y + h - 24}" width="${(w - 36) * 0.6}" height="6" rx="3" fill="${p.light}"/>`
}

const shapes: Record<ImageShape, (p: Palette, code: string) => string> = {
  bottle: (p, code) => `
    <rect x="330" y="170" width="140" height="80" rx="12" fill="${p.dark}"/>
    <rect x="300" y="235" width="200" height="40" rx="10" fill="${p.dark}"/>
    <rect x="260" y="260" width="280" height="390" rx="48" fill="${p.main}"/>
    <rect x="282" y="290" width="26" height="320" rx="13" fill="#ffffff" opacity="0.22"/>
    ${label(290, 370, 220, 190, p, code)}`,
  jar: (p, code) => `
    <rect x="215" y="300" width="370" height="80" rx="18" fill="${p.dark}"/>
    <rect x="200" y="370" width="400" height="260" rx="56" fill="${p.main}"/>
    <rect x="226" y="396" width="24" height="200" rx="12" fill="#ffffff" opacity="0.22"/>
    ${label(270, 420, 260, 150, p, code)}`,
  tube: (p, code) => `
    <path d="M285 170 h230 l-20 400 h-190 z" fill="${p.main}"/>
    <rect x="280" y="150" width="240" height="34" rx="6" fill="${p.light}"/>
    <rect x="330" y="565" width="140" height="85" rx="14" fill="${p.dark}"/>
    <path d="M305 200 l14 340" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.2"/>
    ${label(318, 300, 164, 170, p, code)}`,
  pump: (p, code) => `
    <rect x="372" y="120" width="56" height="110" rx="8" fill="${p.dark}"/>
    <rect x="372" y="120" width="150" height="34" rx="12" fill="${p.dark}"/>
    <rect x="340" y="215" width="120" height="50" rx="10" fill="${p.dark}"/>
    <rect x="290" y="255" width="220" height="400" rx="36" fill="${p.main}"/>
    <rect x="310" y="285" width="22" height="330" rx="11" fill="#ffffff" opacity="0.22"/>
    ${label(312, 380, 176, 190, p, code)}`,
  box: (p, code) => `
    <path d="M190 290 l100 -70 h320 l-100 70 z" fill="${p.light}"/>
    <path d="M510 290 l100 -70 v360 l-100 70 z" fill="${p.dark}"/>
    <rect x="190" y="290" width="320" height="360" fill="${p.main}"/>
    <rect x="190" y="290" width="320" height="36" fill="#ffffff" opacity="0.18"/>
    ${label(220, 390, 260, 170, p, code)}`,
  pouch: (p, code) => `
    <path d="M250 200 h300 l30 430 q0 20 -20 20 h-320 q-20 0 -20 -20 z" fill="${p.main}"/>
    <rect x="250" y="200" width="300" height="46" fill="${p.dark}"/>
    <rect x="250" y="262" width="300" height="6" fill="${p.light}"/>
    ${label(280, 360, 240, 190, p, code)}`,
  stick: (p, code) => `
    <g transform="rotate(-12 400 420)"><rect x="235" y="170" width="110" height="480" rx="14" fill="${p.dark}"/></g>
    <g transform="rotate(12 400 420)"><rect x="455" y="170" width="110" height="480" rx="14" fill="${p.light}"/></g>
    <rect x="330" y="150" width="140" height="500" rx="14" fill="${p.main}"/>
    <rect x="330" y="150" width="140" height="30" rx="10" fill="${p.dark}"/>
    <g transform="rotate(-90 400 420)">${label(280, 352, 240, 96, p, code)}</g>`,
}

export function productImageSvg(code: string, color: string, shape: ImageShape): string {
  const palette: Palette = {
    main: color,
    dark: shade(color, -0.35),
    light: shade(color, 0.45),
    label: '#fffdf8',
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%">
      <stop offset="0%" stop-color="#ffffff"/>
      <stop offset="100%" stop-color="${shade(color, 0.82)}"/>
    </radialGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <ellipse cx="400" cy="668" rx="250" ry="26" fill="${shade(color, -0.5)}" opacity="0.16"/>
  ${shapes[shape](palette, code)}
</svg>`
}
