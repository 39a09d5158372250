/**
 * The nav's link to レビュー待ち (ReviewQueueView.tsx), after the collections, for content staff only.
 */
import type { ServerProps } from 'payload'

import { CONTENT_ROLES, hasRole } from '@/cms/access'

export function ReviewQueueLink({ user, payload }: ServerProps) {
  if (!hasRole(user as never, ...CONTENT_ROLES)) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/ad-review-queue/`}>
      <span className="nav__link-label">レビュー待ち</span>
    </a>
  )
}
