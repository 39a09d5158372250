/** Select options from the catalogue's code lists, so the admin offers exactly what the shop accepts. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }))
}

export function plainOptions<T extends string>(values: readonly T[]) {
  return values.map((value) => ({ value, label: value }))
}
