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

/** A control whose value the person changed before hydration, and what they left in it. */
interface Typed {
  el: Control
  value: string | boolean
}

/** What differs from what React rendered, read before anything is handed over (a render may reset the rest). */
function typedOf(el: Control): Typed | null {
  if (el.disabled) return null
  if (el instanceof HTMLSelectElement)
    return el.value === renderedSelectValue(el) ? null : { el, value: el.value }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // A radio counts only where it is the chosen one (unchecking follows from checking another).
    if (el.checked === el.defaultChecked || (el.type === 'radio' && !el.checked)) return null
    return { el, value: el.checked }
  }
  if (
    el instanceof HTMLInputElement &&
    ['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(el.type)
  )
    return null
  return el.value === el.defaultValue ? null : { el, value: el.value }
}

/** Puts the value back where a render may have reset it, and tells React as a person's input would. */
function handOver({ el, value }: Typed) {
  if (el instanceof HTMLSelectElement) {
    el.value = String(value)
    el.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (typeof value === 'boolean') {
    // The opposite through React's tracker, then a real click to where the person left it.
    ;(el as HTMLInputElement).checked = !value
    el.click()
  } else {
    // React's tracker holds the value it last saw: set the rendered one through it, the typed one past it.
    el.value = el.defaultValue
    nativeValueSetter(el as HTMLInputElement | HTMLTextAreaElement)?.call(el, value)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Every control of the form whose value was changed before hydration: all read first, then handed over one at a
 * time. A form that keeps several fields in one object (`{ ...pair, newPassword }`) computes each change from what
 * it last rendered, so React renders between two of them; and each render puts React's value back into every
 * controlled field it touches. Resolves with how many there were, once React has seen the last.
 */
export async function adoptTypedBeforeHydration(
  form: HTMLFormElement,
  stopped = () => false,
): Promise<number> {
  const typed = Array.from(form.elements)
    .map((el) =>
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
        ? typedOf(el)
        : null,
    )
    .filter((t): t is Typed => t !== null)
  for (const one of typed) {
    if (stopped() || !one.el.isConnected) break
    handOver(one)
    await nextTask()
  }
  return typed.length
}
