/**
 * Whether a mouse button or finger is down right now. A field that leaves because the shopper pressed the
 * submit button must not grow its message under that press: the button would move between mousedown and
 * mouseup and the click would be lost (ADR 026). Such a field waits for the release (and the click) first.
 */
let pressed = false

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true)
  for (const end of ['pointerup', 'pointercancel'] as const)
    document.addEventListener(end, () => (pressed = false), true)
}

/** Runs `show` now, or once the pointer held down is released and its click has been handled. */
export function afterPointerRelease(show: () => void): void {
  if (!pressed) return show()
  const later = () => {
    document.removeEventListener('pointerup', later, true)
    document.removeEventListener('pointercancel', later, true)
    setTimeout(show, 0)
  }
  document.addEventListener('pointerup', later, true)
  document.addEventListener('pointercancel', later, true)
}
