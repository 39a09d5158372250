/**
 * Where a sign-in through LINE or the group ID started (the `from` of /login/), kept in the tab while the shopper
 * is at the provider. The provider comes back without it (the sealed flow cookie holds it, but only the API reads
 * that), and a cancelled or failed sign-in's 「ログイン画面に戻る」 must lead to the same sign-in page again.
 */
import { safeLocalPath, signInHref } from '@/shop/site/safe-redirect'
import { asString, draftStore } from '@/ui/form/draft-store'

export type ExternalProvider = 'line' | 'group'

const stores = {
  line: draftStore('sign-in-return-line', asString),
  group: draftStore('sign-in-return-group', asString),
} as const

/** Before going to the provider: the same-site page to come back to, or none. */
export function rememberSignInReturn(provider: ExternalProvider, from: string | null | undefined): void {
  const path = safeLocalPath(from, '')
  if (path) stores[provider].save(path)
  else stores[provider].clear()
}

/** The sign-in page as the shopper left it for the provider (with its `from`), or the plain one. */
export function loginPageHref(provider: ExternalProvider): string {
  const from = safeLocalPath(stores[provider].load(), '')
  return from ? signInHref(from) : '/login/'
}
