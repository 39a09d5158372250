/** Kept for entry until it moves onto the kit (ADR 026); the one implementation is src/ui/form/zod-errors.ts. */
export { zodFieldErrors as fieldErrors } from '@/ui/form/zod-errors'
