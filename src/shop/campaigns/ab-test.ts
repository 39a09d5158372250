/**
 * A/B tests of campaign landing pages (spec §9; docs/adr/045-campaigns.md). The mode is a campaign setting:
 * FIXED_CONTROL (the default, and what production runs unless staff change it), FIXED_TEST, or RANDOM, where each
 * visitor is assigned a variant once (a cookie set by src/proxy.ts) and keeps it; the variant shown is recorded with
 * the visitor's order. A campaign without a test variant always shows its control.
 */
export const AB_TEST_MODES = ['FIXED_CONTROL', 'FIXED_TEST', 'RANDOM'] as const
export type AbTestMode = (typeof AB_TEST_MODES)[number]
export const DEFAULT_AB_TEST_MODE: AbTestMode = 'FIXED_CONTROL'

export const AB_TEST_MODE_LABELS: Record<AbTestMode, string> = {
  FIXED_CONTROL: '通常版のみ表示（FIXED_CONTROL）',
  FIXED_TEST: 'テスト版のみ表示（FIXED_TEST）',
  RANDOM: '訪問者ごとにランダム（RANDOM）',
}

export const VARIANTS = ['control', 'test'] as const
export type Variant = (typeof VARIANTS)[number]

export const VARIANT_LABELS: Record<Variant, string> = { control: '通常版', test: 'テスト版' }

/** The visitor's assignment, kept for 90 days so a returning visitor sees the same page. */
export const AB_VARIANT_COOKIE = 'ab_variant'
export const AB_VARIANT_COOKIE_MAX_AGE = 60 * 60 * 24 * 90

export const isVariant = (value: unknown): value is Variant => value === 'control' || value === 'test'
export const isAbTestMode = (value: unknown): value is AbTestMode =>
  (AB_TEST_MODES as readonly unknown[]).includes(value)

/** A new visitor's variant: half and half. */
export const assignVariant = (random: () => number = Math.random): Variant =>
  random() < 0.5 ? 'control' : 'test'

/** The variant a visitor sees under `mode`, given their assignment (RANDOM) and whether the campaign has a test. */
export function variantShown(mode: AbTestMode, assigned: Variant, hasTest: boolean): Variant {
  if (!hasTest) return 'control'
  if (mode === 'FIXED_TEST') return 'test'
  if (mode === 'RANDOM') return assigned
  return 'control'
}

/**
 * The variant an order records: the visitor's assignment while the mode is RANDOM (what they were shown), else
 * nothing (under a fixed mode everyone saw the same page; there is nothing to compare).
 */
export const recordedVariant = (mode: AbTestMode, assigned: string | null | undefined): Variant | null =>
  mode === 'RANDOM' && isVariant(assigned) ? assigned : null
