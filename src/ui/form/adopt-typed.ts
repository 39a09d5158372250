/**
 * What a person typed or chose while a form was on screen but its scripts had not run (the scripts load after the
 * first paint: docs/adr/052, 059). React hydrates a controlled field without reading it: the DOM keeps the typed
 * value, the component's state keeps the server's, and the next render would put the server's back. After hydration
 * the form hands every such value to its field's own onChange, as if it had just been typed.
 *
 * React's value of a field after hydration is the one it rendered: `defaultValue` / `defaultChecked` (set at
 * hydration) and, for a select, the option the server marked `selected`.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set

function renderedSelectValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options)
  return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? ''
}

/** Tells React about one control whose value differs from what it rendered; true when it did. */
function adopt(el: Control): boolean {
  if (el.disabled) return false
  if (el instanceof HTMLSelectElement) {
    if (el.value === renderedSelectValue(el)) return false
    el.dispatchEvent(new Event('change', { bubbles: true }))
    return true
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // A radio counts only where it is the chosen one (unchecking follows from checking another).
    if (el.checked === el.defaultChecked || (el.type === 'radio' && !el.checked)) return false
    // Back to what React rendered (its tracker sees that), then a real click to where the person left it.
    el.checked = el.defaultChecked
    el.click()
    return true
  }
  if (
    el instanceof HTMLInputElement &&
    ['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(el.type)
  )
    return false
  if (el.value === el.defaultValue) return false
  const typed = el.value
  // React's tracker holds the value it last saw: set the rendered one through it, the typed one past it.
  el.value = el.defaultValue
  nativeValueSetter(el)?.call(el, typed)
  el.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Every control of the form whose value was changed before hydration, one at a time: a form that keeps several
 * fields in one object (`{ ...pair, newPassword }`) computes each change from what it last rendered, so React
 * renders between two of them. Resolves with how many there were, once React has seen the last.
 */
export async function adoptTypedBeforeHydration(
  form: HTMLFormElement,
  stopped = () => false,
): Promise<number> {
  let adopted = 0
  for (const el of Array.from(form.elements)) {
    if (stopped()) break
    if (!(
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ))
      continue
    if (!adopt(el)) continue
    adopted++
    await nextTask()
  }
  return adopted
}
