/**
 * The Japanese answers of the LINE and group sign-in calls. ApiErrors, like the cart rules', so routes and
 * services throw them as they are; the storefront shows `message` unchanged.
 */
import { ApiError } from '@/lib/api/errors'

import type { OidcProviderName } from './providers'

const PROVIDER_LABELS: Record<OidcProviderName, string> = { line: 'LINE', group: 'グループID' }

export const OIDC_MESSAGES = {
  notConfigured: (name: OidcProviderName) =>
    `現在、${PROVIDER_LABELS[name]}でのログインはご利用いただけません。メールアドレスとパスワードでログインしてください。`,
  flowExpired:
    'ログインの手続きの有効期限が切れたか、別の画面で新しい手続きが始まっています。お手数ですが、もう一度ログインをやり直してください。',
  stateMismatch:
    'ログインの手続きを確認できませんでした。お手数ですが、ログイン画面からもう一度やり直してください。',
  rejected: (name: OidcProviderName) =>
    `${PROVIDER_LABELS[name]}でのログインを確認できませんでした。お手数ですが、ログイン画面からもう一度やり直してください。`,
  unavailable: (name: OidcProviderName) =>
    `${PROVIDER_LABELS[name]}のログインサービスに接続できませんでした。時間をおいて再度お試しください。`,
  withdrawn: '退会済みの会員のため、ログインできません。',
  emailMissing:
    'グループIDからメールアドレスを受け取れなかったため、ログインできませんでした。グループの窓口にお問い合わせください。',
  groupLinkedToOther:
    'このメールアドレスの会員は、すでに別のグループIDと連携しています。お手数ですが、お問い合わせ窓口までご連絡ください。',
  linkPendingMissing:
    '連携するLINEアカウントを確認できませんでした（有効期限は10分です）。お手数ですが、もう一度「LINEでログイン」からお手続きください。',
  lineLinkedToOther: 'このLINEアカウントは、すでに別の会員と連携しています。',
  memberHasOtherLine:
    'この会員には、すでに別のLINEアカウントが連携されています。連携を解除してからお試しください。',
} as const

export const oidcErrors = {
  notConfigured: (name: OidcProviderName) =>
    new ApiError(503, 'oidc_not_configured', OIDC_MESSAGES.notConfigured(name)),
  flowExpired: () => ApiError.badRequest(OIDC_MESSAGES.flowExpired, undefined, 'oidc_flow_expired'),
  stateMismatch: () => ApiError.badRequest(OIDC_MESSAGES.stateMismatch, undefined, 'oidc_state_mismatch'),
  rejected: (name: OidcProviderName, cause?: unknown) =>
    new ApiError(400, 'oidc_rejected', OIDC_MESSAGES.rejected(name), { cause }),
  unavailable: (name: OidcProviderName, cause?: unknown) =>
    new ApiError(502, 'oidc_unavailable', OIDC_MESSAGES.unavailable(name), { cause }),
  withdrawn: () => ApiError.forbidden(OIDC_MESSAGES.withdrawn, 'member_withdrawn'),
  emailMissing: () => new ApiError(502, 'oidc_email_missing', OIDC_MESSAGES.emailMissing),
  groupLinkedToOther: () => ApiError.conflict(OIDC_MESSAGES.groupLinkedToOther, 'group_linked_to_other'),
  linkPendingMissing: () =>
    ApiError.badRequest(OIDC_MESSAGES.linkPendingMissing, undefined, 'line_pending_missing'),
  lineLinkedToOther: () => ApiError.conflict(OIDC_MESSAGES.lineLinkedToOther, 'line_linked_to_other'),
  memberHasOtherLine: () => ApiError.conflict(OIDC_MESSAGES.memberHasOtherLine, 'member_has_other_line'),
}
