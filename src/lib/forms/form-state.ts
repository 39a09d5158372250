/**
 * What a form's server function answers when it cannot go on (docs/adr/059-forms-before-the-scripts-run.md): the
 * same messages the shop API would give (by field name, and one for the form), and the values that were sent, so the
 * page comes back with them. Client-safe: the forms read it through React's useActionState.
 */
export interface FormState {
  fields: Record<string, string>
  message: string
  values: Record<string, string>
}

/** A value the form sent last time, else the page's own. */
export const sentOr = (state: FormState | null, name: string, fallback: string): string =>
  state && Object.hasOwn(state.values, name) ? (state.values[name] ?? fallback) : fallback

/** The signature every form's server function has (React's useActionState). */
export type FormAction = (previous: FormState | null, form: FormData) => Promise<FormState | null>
