/**
 * Which A/B variant converts better, and whether the difference is more than chance (issue 28 §2;
 * docs/adr/065-first-party-measurement.md). The test is the two-sided two-proportion z-test with the pooled
 * proportion, at α = 0.05; the sample size still needed is for 80 % power to detect the difference observed so far.
 * Assumptions: each visitor is counted once per variant and converts or not independently of the others; the
 * visitors were assigned at random (the RANDOM mode's cookie); samples are large enough for the normal
 * approximation (at least 5 conversions and 5 non-conversions per variant — below that the result says so rather
 * than a p-value). Looking at the figure every day and stopping at the first "significant" inflates false positives;
 * the dashboard states the planned sample size for that reason.
 */
export const SIGNIFICANCE_LEVEL = 0.05
export const POWER = 0.8
/** z for a two-sided α = 0.05 and for 80 % power. */
const Z_ALPHA = 1.959963984540054
const Z_BETA = 0.8416212335729143
const MIN_CELL = 5

export interface VariantSample {
  visitors: number
  conversions: number
}

export type AbVerdict =
  | { kind: 'too-few'; reason: string }
  | {
      kind: 'tested'
      /** test − control, in proportion points (0.012 = 1.2 points). */
      difference: number
      /** test ÷ control − 1, or null when control converted nobody. */
      relativeLift: number | null
      z: number
      pValue: number
      significant: boolean
      /** Visitors per variant needed for 80 % power at the observed rates; null when the rates are equal. */
      neededPerVariant: number | null
      /** How many more visitors the smaller variant needs; 0 when significant or already there. */
      stillNeeded: number | null
    }

/** The standard normal CDF, through erf by Abramowitz–Stegun 7.1.26 (absolute error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2))
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(x * x) / 2)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** Visitors per variant for a two-sided test at α with the given power to detect p1 against p2. */
export function sampleSizePerVariant(p1: number, p2: number): number | null {
  const delta = Math.abs(p1 - p2)
  if (delta === 0) return null
  const pBar = (p1 + p2) / 2
  const root = Z_ALPHA * Math.sqrt(2 * pBar * (1 - pBar)) + Z_BETA * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
  return Math.ceil((root * root) / (delta * delta))
}

export function compareVariants(control: VariantSample, test: VariantSample): AbVerdict {
  for (const [name, s] of [
    ['通常版', control],
    ['テスト版', test],
  ] as const) {
    if (s.conversions < 0 || s.visitors < s.conversions)
      return { kind: 'too-few', reason: `${name}の数値が不正です。` }
    if (s.conversions < MIN_CELL || s.visitors - s.conversions < MIN_CELL)
      return {
        kind: 'too-few',
        reason: `${name}の成果と非成果がそれぞれ${MIN_CELL}件以上になるまで、検定は行いません。`,
      }
  }
  const p1 = control.conversions / control.visitors
  const p2 = test.conversions / test.visitors
  const pooled = (control.conversions + test.conversions) / (control.visitors + test.visitors)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / test.visitors))
  const z = se === 0 ? 0 : (p2 - p1) / se
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))))
  const significant = pValue < SIGNIFICANCE_LEVEL
  const neededPerVariant = sampleSizePerVariant(p1, p2)
  const smaller = Math.min(control.visitors, test.visitors)
  return {
    kind: 'tested',
    difference: p2 - p1,
    relativeLift: p1 === 0 ? null : p2 / p1 - 1,
    z,
    pValue,
    significant,
    neededPerVariant,
    stillNeeded: significant ? 0 : neededPerVariant === null ? null : Math.max(0, neededPerVariant - smaller),
  }
}
