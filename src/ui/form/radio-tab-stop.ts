/**
 * Where a radio group sits in the Tab order (WAI-ARIA APG radio group): one Tab stop, the chosen radio or, while
 * none is chosen, the first that can be chosen; the arrow keys move within. The kit's radio groups hold these rules
 * (./RadioGroup.tsx); tests/unit/ui/radio-tab-stop.test.ts walks every radio group of the kit against them.
 */

export interface RadioChoice {
  value: string
  disabled?: boolean
}

/**
 * The value to give react-aria's RadioGroup: the chosen option, or null while nothing that can be chosen is chosen
 * (the empty string of a form that has no answer yet, or a value whose option is disabled or gone). react-aria
 * keeps only the selected radio in the Tab order whenever its value is not null, so an empty string took every
 * radio of the group out of it and a keyboard could not reach a required choice (issue 26).
 */
export function selectedRadioValue(value: string, choices: readonly RadioChoice[]): string | null {
  return choices.some((choice) => choice.value === value && !choice.disabled) ? value : null
}

/** The radio that takes the focus from Tab or Shift+Tab while none is chosen: the first that can be chosen. */
export function firstRadioValue(choices: readonly RadioChoice[]): string | null {
  return choices.find((choice) => !choice.disabled)?.value ?? null
}
