/**
 * A form that needs the page's scripts, sent before they have run (docs/adr/059-forms-before-the-scripts-run.md).
 *
 * Storefront pages hydrate after their first paint (ADR 052). A form of the shop's form kit that cannot work as plain
 * HTML is marked `data-needs-script` (src/ui/form/Form.tsx); once React has hydrated it, the kit marks it
 * `data-ready`. Sent in between, the guard keeps it on the page (nothing typed is lost), marks it
 * `data-submit-pending` (the form shows 「送信の準備をしています…」) and sends it again, with the same button, as soon
 * as the form is ready — by then the kit has handed what was typed to React. Forms that work as plain HTML (GET
 * search, the progressively enhanced ones with a server function) are not marked and go as the browser sends them.
 *
 * Written by the edge into the same inline script as the chunk queue (./script-deferral.ts), so it costs no request
 * and no first-load JavaScript; the capture listener on the document runs before any of the page's own.
 */
export const SUBMIT_GUARD =
  "document.addEventListener('submit',function(e){var f=e.target,b=e.submitter;" +
  "if(!(f instanceof HTMLFormElement)||!f.hasAttribute('data-needs-script')||f.hasAttribute('data-ready'))return;" +
  "e.preventDefault();if(f.hasAttribute('data-submit-pending'))return;f.setAttribute('data-submit-pending','');" +
  "var t=setInterval(function(){if(!f.isConnected)return clearInterval(t);if(!f.hasAttribute('data-ready'))return;" +
  "clearInterval(t);f.removeAttribute('data-submit-pending');" +
  'f.requestSubmit(b&&b.form===f&&b.isConnected?b:undefined)},100)},true);'
