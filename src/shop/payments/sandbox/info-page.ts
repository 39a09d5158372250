/**
 * The page at /sandbox/payments (docs/adr/018): the sandbox's origin, its test cards and a tokenise form that
 * loads the card-token script from the sandbox's origin, as the checkout's card form will.
 */
import { escapeHtml } from './sandbox-pages'

const ROWS: Array<[string, string]> = [
  ['4111 1111 1111 1111', '承認'],
  ['4000 0000 0000 0002', '拒否（理由は表示しません）'],
  ['4000 0000 0000 3220', '3Dセキュア認証あり → 承認（ワンタイムパスワード 1234）'],
  ['4000 0000 0000 9235', '3Dセキュア認証あり → 認証失敗'],
]

/** `nonce`: the request's script nonce (the shop's CSP runs scripts by nonce only, ADR 021). */
export function cardSandboxInfoPage(origin: string, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : ''
  const rows = ROWS.map(([n, r]) => `<tr><td>${escapeHtml(n)}</td><td>${escapeHtml(r)}</td></tr>`).join('\n')
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>決済サンドボックス</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;line-height:1.7;color:#1f2a24;background:#f4f6f5}
main{max-width:720px;margin:24px auto;padding:0 20px}
table{border-collapse:collapse;background:#fff;width:100%}th,td{border:1px solid #c4ccc7;padding:6px 10px;text-align:left}
label{display:block;font-weight:700;margin-top:12px}input{font:inherit;min-height:40px;padding:4px 8px;border:2px solid #56615b;border-radius:6px}
button{font:inherit;font-weight:700;min-height:44px;margin-top:16px;padding:8px 24px;border-radius:999px;border:2px solid #1f3a68;background:#1f3a68;color:#fff}
output{display:block;margin-top:12px;background:#fff;border:1px solid #c4ccc7;padding:8px 12px;min-height:1.7em}
button:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>決済サンドボックス</h1>
<p>カード会社のサンドボックスは別のオリジン <code>${escapeHtml(origin)}</code> で動いています。カード番号はそこにだけ送られ、ショップのサーバーには届きません。</p>
<h2>テストカード</h2>
<p>有効期限は未来の月、セキュリティコードは任意の3桁です。</p>
<table><thead><tr><th scope="col">カード番号</th><th scope="col">結果</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>トークンを取得してみる</h2>
<form id="tokenise">
<label for="number">カード番号</label><input id="number" inputmode="numeric" autocomplete="off" value="4111111111111111">
<label for="exp-month">有効期限（月）</label><input id="exp-month" inputmode="numeric" value="12">
<label for="exp-year">有効期限（年）</label><input id="exp-year" inputmode="numeric" value="2030">
<label for="cvc">セキュリティコード</label><input id="cvc" inputmode="numeric" autocomplete="off" value="123">
<button type="submit">トークンを取得</button>
<output id="result" aria-live="polite"></output>
</form>
</main>
<script src="${escapeHtml(origin)}/v1/token.js"${nonceAttribute}></script>
<script${nonceAttribute}>
document.getElementById('tokenise').addEventListener('submit', function (event) {
  event.preventDefault();
  var out = document.getElementById('result');
  window.SandboxCardToken.createToken({
    number: document.getElementById('number').value,
    expMonth: document.getElementById('exp-month').value,
    expYear: document.getElementById('exp-year').value,
    cvc: document.getElementById('cvc').value
  }).then(function (r) { out.textContent = 'トークン: ' + r.token + '（' + r.brand + ' 下4桁 ' + r.last4 + '）'; },
          function (e) { out.textContent = e.message; });
});
</script>
</body>
</html>`
}
