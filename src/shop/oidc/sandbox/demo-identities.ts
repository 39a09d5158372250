/**
 * The people a person trying the demo can sign in as at the sandbox providers. Subjects are fixed so a LINE
 * account linked in one demo session is still linked after a restart (the provider itself keeps nothing).
 */
import { GROUP_STAFF_CLAIM } from '../claims'
import type { OidcProviderName } from '../providers'

export interface DemoIdentity {
  /** The form value that picks it. */
  id: string
  /** Button text, Japanese. */
  label: string
  /** What trying it shows, Japanese. */
  description: string
  claims: { sub: string } & Record<string, unknown>
}

export const DEMO_IDENTITIES: Record<OidcProviderName, readonly DemoIdentity[]> = {
  line: [
    {
      id: 'hanako',
      label: 'LINE 花子（デモ）',
      description:
        '表示名「LINE 花子」のLINEアカウントです。初めてのときは、ショップの会員との連携をご案内します。',
      claims: { sub: 'U5f1d0c3a9e8b7d6c5b4a39281706f5e4', name: 'LINE 花子' },
    },
    {
      id: 'jiro',
      label: 'LINE 次郎（デモ）',
      description: '表示名「LINE 次郎」のLINEアカウントです。別の会員との連携を試すときにお使いください。',
      claims: { sub: 'U0a9b8c7d6e5f40312a3b4c5d6e7f8091', name: 'LINE 次郎' },
    },
  ],
  group: [
    {
      id: 'taro',
      label: 'グループ 太郎（社員・デモ）',
      description:
        'グループ従業員のIDです。ショップの会員ではないため、会員登録（グループ従業員として）をご案内します。',
      claims: {
        sub: 'grp-employee-000101',
        email: 'taro.group@example.jp',
        email_verified: true,
        family_name: 'グループ',
        given_name: '太郎',
        name: 'グループ 太郎',
        [GROUP_STAFF_CLAIM]: true,
      },
    },
    {
      id: 'hanako',
      label: '森野 花子（メール確認済み・デモ）',
      description:
        '確認済みのメールアドレスがデモ会員（member@example.jp）と同じIDです。既存の会員と自動で連携してログインします。',
      claims: {
        sub: 'grp-partner-000202',
        email: 'member@example.jp',
        email_verified: true,
        family_name: '森野',
        given_name: '花子',
        name: '森野 花子',
        [GROUP_STAFF_CLAIM]: false,
      },
    },
  ],
}

/** The claims each scope releases, as the sandbox provider announces them. */
export const DEMO_CLAIMS: Record<OidcProviderName, Record<string, string[]>> = {
  line: { openid: ['sub'], profile: ['name', 'picture'] },
  group: {
    openid: ['sub'],
    profile: ['name', 'family_name', 'given_name', GROUP_STAFF_CLAIM],
    email: ['email', 'email_verified'],
  },
}

export function demoIdentity(
  name: OidcProviderName,
  key: { id?: string; sub?: string },
): DemoIdentity | null {
  return DEMO_IDENTITIES[name].find((i) => i.id === key.id || i.claims.sub === key.sub) ?? null
}
