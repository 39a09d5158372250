import { pingCall } from '@/lib/api/calls/catalogue'
import { handle } from '@/lib/api/server'

export const dynamic = 'force-dynamic'

// The API benchmark's baseline: the same handle() pipeline, no database.
export const GET = handle(pingCall, () => ({ ok: true as const }))
