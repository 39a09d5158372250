/**
 * The card sandbox's own pages (docs/adr/018): the EMV 3-D Secure challenge (the issuer's ACS), the app-payment
 * approval page and the hand-back form that returns the browser to the shop. Plain HTML strings: Japanese, with
 * lang, headings, labelled fields and AA contrast (the e2e tests run axe on every page they visit).
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`

function layout(header: string, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;line-height:1.7;color:#1f2a24;background:#f4f6f5}
header{background:#1f3a68;color:#fff;padding:12px 20px;font-weight:700}
main{max-width:560px;margin:24px auto;padding:0 20px}
h1{font-size:1.5rem;line-height:1.4;margin:0 0 12px}
dl{background:#fff;border:1px solid #c4ccc7;border-radius:12px;padding:12px 16px}
dt{font-weight:700}dd{margin:0 0 8px}
.note{background:#fff8e1;border:1px solid #8a6d00;border-radius:8px;padding:8px 12px}
label{display:block;font-weight:700;margin-top:16px}
input[type=text]{font:inherit;width:100%;box-sizing:border-box;min-height:44px;padding:8px;border:2px solid #56615b;border-radius:8px}
button{font:inherit;font-weight:700;min-height:48px;padding:8px 24px;border-radius:999px;border:2px solid #1f3a68;cursor:pointer;width:100%;margin-top:12px}
.primary{background:#1f3a68;color:#fff}
.secondary{background:#fff;color:#1f3a68}
button:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.alert{border:2px solid #b3261e;border-radius:8px;padding:12px 16px;color:#8c1d18;font-weight:700;background:#fff}
</style>
</head>
<body>
<header>${escapeHtml(header)}</header>
<main>
${body}
</main>
${script}
</body>
</html>`
}

export interface ChallengePage {
  action: string
  merchantName: string
  amount: number
  brand: string
  last4: string
  error?: string
}

export function challengePage(page: ChallengePage): string {
  const error = page.error
    ? `<p class="alert" role="alert" id="code-error">${escapeHtml(page.error)}</p>`
    : ''
  return layout(
    '本人認証サービス（3Dセキュア）サンドボックス',
    '本人認証 | 3Dセキュア（サンドボックス）',
    `<h1>ご本人確認</h1>
<p>カード会社による本人認証です。ワンタイムパスワードを入力して「認証する」を押してください。</p>
<dl>
<dt>加盟店</dt><dd>${escapeHtml(page.merchantName)}</dd>
<dt>金額</dt><dd>${escapeHtml(yen(page.amount))}</dd>
<dt>カード</dt><dd>${escapeHtml(page.brand)} 下4桁 ${escapeHtml(page.last4)}</dd>
</dl>
<p class="note">サンドボックスのワンタイムパスワードは <strong>1234</strong> です。</p>
${error}
<form method="post" action="${escapeHtml(page.action)}">
<label for="otp">ワンタイムパスワード</label>
<input type="text" id="otp" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required${
      page.error ? ' aria-invalid="true" aria-describedby="code-error"' : ''
    }>
<button type="submit" name="action" value="authenticate" class="primary">認証する</button>
</form>
<form method="post" action="${escapeHtml(page.action)}">
<button type="submit" name="action" value="cancel" class="secondary">キャンセル</button>
</form>`,
  )
}

const APP_NAMES: Record<string, string> = {
  PAYPAY: 'PayPay',
  AUPAY: 'au PAY',
  DBARAI: 'd払い',
  RAKUTEN: '楽天ペイ',
}

export function appApprovalPage(page: {
  action: string
  method: string
  merchantName: string
  amount: number
}) {
  const app = APP_NAMES[page.method] ?? page.method
  return layout(
    `${app}（サンドボックス）`,
    `${app}でのお支払い（サンドボックス）`,
    `<h1>${escapeHtml(app)}でのお支払い</h1>
<p>以下の内容でお支払いを承認しますか。</p>
<dl>
<dt>加盟店</dt><dd>${escapeHtml(page.merchantName)}</dd>
<dt>金額</dt><dd>${escapeHtml(yen(page.amount))}</dd>
</dl>
<form method="post" action="${escapeHtml(page.action)}">
<button type="submit" name="action" value="approve" class="primary">承認する</button>
<button type="submit" name="action" value="cancel" class="secondary">キャンセル</button>
</form>`,
  )
}

/** Returns the browser to the shop with a form POST (as 3-D Secure and app payments do), by script or by button. */
export function handBackPage(returnUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  return layout(
    '決済サンドボックス',
    'ショップに戻ります',
    `<h1>ショップに戻ります</h1>
<form method="post" action="${escapeHtml(returnUrl)}" id="hand-back">
${inputs}
<p>自動的に移動しない場合は、下のボタンを押してください。</p>
<button type="submit" class="primary">ショップに戻る</button>
</form>`,
    '<script>document.getElementById("hand-back").submit()</script>',
  )
}

export function messagePage(title: string, message: string): string {
  return layout('決済サンドボックス', title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`)
}
