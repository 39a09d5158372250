/** Stage label of a member (spec §3: customer rank 1–7 as 「N星」, 8 as 「VIP」, anything else nothing). */
export function stageLabel(stage: number | null | undefined): string | undefined {
  if (typeof stage !== 'number' || !Number.isInteger(stage)) return undefined
  if (stage >= 1 && stage <= 7) return `${stage}星`
  if (stage === 8) return 'VIP'
  return undefined
}
