/**
 * The sandbox providers' own pages: the demo-identity chooser and their error page. Plain HTML strings (the
 * provider runs outside React); Japanese, with lang, headings, labelled buttons and AA contrast, because the
 * e2e tests run axe on every page they visit.
 */
import type { OidcProviderName } from '../providers'
import type { DemoIdentity } from './demo-identities'
import { SHOP_NAME } from '@/shop/site/shop-name'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const TITLES: Record<OidcProviderName, string> = {
  line: 'LINEでログイン（サンドボックス）',
  group: 'グループIDでログイン（サンドボックス）',
}

// White text on these is 5.4:1 (LINE green, darkened from #06C755) and 11:1 (navy): AA for body text.
const ACCENTS: Record<OidcProviderName, string> = { line: '#007a33', group: '#1f3a68' }

function layout(name: OidcProviderName, title: string, body: string): string {
  const accent = ACCENTS[name]
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;line-height:1.7;color:#1f2a24;background:#f4f6f5}
header{background:${accent};color:#fff;padding:12px 20px;font-weight:700}
main{max-width:560px;margin:24px auto;padding:0 20px}
h1{font-size:1.5rem;line-height:1.4;margin:0 0 12px}
h2{font-size:1.1rem;margin:24px 0 8px}
.note{background:#fff8e1;border:1px solid #8a6d00;border-radius:8px;padding:8px 12px}
ul{list-style:none;margin:0;padding:0}
li{background:#fff;border:1px solid #c4ccc7;border-radius:12px;padding:16px;margin:0 0 12px}
li p{margin:8px 0 0;color:#3d4843}
button{font:inherit;font-weight:700;min-height:48px;padding:8px 24px;border-radius:999px;border:2px solid ${accent};cursor:pointer;width:100%}
.choose{background:${accent};color:#fff}
.cancel{background:#fff;color:${accent};margin-top:8px}
button:focus-visible,a:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.alert{border:2px solid #b3261e;border-radius:8px;padding:12px 16px;color:#8c1d18;font-weight:700;background:#fff}
a{color:#1d5c40}
</style>
</head>
<body>
<header>${escape(TITLES[name])}</header>
<main>
${body}
</main>
</body>
</html>`
}

export interface ChooserPage {
  name: OidcProviderName
  identities: readonly DemoIdentity[]
  /** Where the form posts (this interaction's own URL). */
  action: string
  error?: string
}

export function chooserPage({ name, identities, action, error }: ChooserPage): string {
  const items = identities
    .map(
      (identity) => `<li>
<button type="submit" class="choose" name="identity" value="${escape(identity.id)}" aria-describedby="identity-${escape(identity.id)}">${escape(identity.label)}でログイン</button>
<p id="identity-${escape(identity.id)}">${escape(identity.description)}</p>
</li>`,
    )
    .join('\n')
  const heading = name === 'line' ? 'LINEアカウントでログイン' : 'グループIDでログイン'
  return layout(
    name,
    TITLES[name],
    `<h1>${heading}</h1>
${error ? `<p class="alert" role="alert">${escape(error)}</p>` : ''}
<p class="note">これはデモ用の模擬ログイン画面です。実際の${name === 'line' ? 'LINE' : 'グループのシステム'}には接続しません。</p>
<p>「${SHOP_NAME}」がログインを求めています。ログインに使うデモ利用者を選んでください。選ぶと、氏名やメールアドレスなどの情報をショップに渡すことに同意したものとして、ショップに戻ります。</p>
<form method="post" action="${escape(action)}">
<h2>デモ利用者を選ぶ</h2>
<ul>
${items}
</ul>
<button type="submit" class="cancel" name="cancel" value="1">ログインせずにショップに戻る</button>
</form>`,
  )
}

export function errorPage(name: OidcProviderName, message: string): string {
  return layout(
    name,
    `エラー | ${TITLES[name]}`,
    `<h1>ログインを続けられませんでした</h1>
<p class="alert" role="alert">${escape(message)}</p>
<p><a href="/login/">ショップのログイン画面に戻る</a></p>`,
  )
}
