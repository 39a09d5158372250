import { NotFoundView } from '@/ui/content/NotFoundView'

/** The not-found page of a client navigation; a document request gets the same page from the server (ADR 058). */
export default function NotFound() {
  return <NotFoundView />
}
