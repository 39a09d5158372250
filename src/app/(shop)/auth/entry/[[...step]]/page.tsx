import { EntryPage, type EntryPageProps, entryMetadata } from '@/app/(shop)/_entry/entry-page'

// Rendered per request from cached chrome (no database at build time, docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const generateMetadata = (props: EntryPageProps) => entryMetadata('auth', props)

/** /auth/entry/ → confirm/ → one-time-password/ → one-time-password/verify/ → complete/ (after the group sign-on) (spec §2). */
export default function Page(props: EntryPageProps) {
  return <EntryPage variant="auth" {...props} />
}
