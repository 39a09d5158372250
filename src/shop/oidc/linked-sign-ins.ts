/**
 * The sign-in ways linked to a member (LINE, the group ID) as the my page shows them, and unlinking one
 * (issue 12, docs/adr/036). The rule: a member never unlinks the last way left to sign in. Every member registered
 * with a password today (customers.passwordHash is required and registration always sets one), so the refusal
 * guards data made otherwise (imports, a future password-less registration) rather than a path the shop has.
 * Unlinking the group ID also clears isGroupStaff, which only the group IdP vouches for. Logs carry the id only.
 */
import type { Payload } from 'payload'

import { updateColumns } from '@/cms/guarded-update'
import { ApiError } from '@/lib/api/errors'
import { logger } from '@/lib/log'

import type { MemberRecord } from './members'

export type LinkedProvider = 'line' | 'group'

export const LINKED_PROVIDER_LABELS: Record<LinkedProvider, string> = { line: 'LINE', group: 'グループID' }

export interface SignInWays {
  password: boolean
  line: boolean
  group: boolean
}

export const UNLINK_MESSAGES = {
  lastWay: (provider: LinkedProvider) =>
    `${LINKED_PROVIDER_LABELS[provider]}の連携を解除すると、ログインする方法がなくなります。先にパスワードを設定してください。`,
} as const

/** Null when `provider` may be unlinked; otherwise why not. Unlinking what is not linked is allowed (no-op). */
export function unlinkRefusal(ways: SignInWays, provider: LinkedProvider): string | null {
  if (!ways[provider]) return null
  const left = { ...ways, [provider]: false }
  return left.password || left.line || left.group ? null : UNLINK_MESSAGES.lastWay(provider)
}

export async function signInWaysOf(payload: Payload, customerId: number): Promise<SignInWays> {
  const doc = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
    // Only whether a hash exists is used here; it never leaves this function.
    select: { passwordHash: true, lineSubject: true, groupSubject: true },
  })
  return {
    password: typeof doc.passwordHash === 'string' && doc.passwordHash.length > 0,
    line: Boolean(doc.lineSubject),
    group: Boolean(doc.groupSubject),
  }
}

/** Unlinks one way (409 when it is the last way to sign in). Returns the ways left. */
export async function unlinkSignIn(
  payload: Payload,
  member: Pick<MemberRecord, 'id'>,
  provider: LinkedProvider,
): Promise<SignInWays> {
  const ways = await signInWaysOf(payload, member.id)
  const refusal = unlinkRefusal(ways, provider)
  if (refusal) throw new ApiError(409, 'last_sign_in_method', refusal)
  if (!ways[provider]) return ways
  // The columns alone (no document validation): a record made outside registration may lack what it requires.
  await updateColumns(
    payload,
    'customers',
    member.id,
    provider === 'line' ? { lineSubject: null } : { groupSubject: null, isGroupStaff: false },
  )
  logger.info('member unlinked a sign-in', { customerId: member.id, provider })
  return { ...ways, [provider]: false }
}
