'use client'

/** Opens the browser's print dialog (the page's print styles leave only the receipt). */
export function PrintButton() {
  return (
    <button type="button" className="button-primary" onClick={() => window.print()}>
      印刷する
    </button>
  )
}
