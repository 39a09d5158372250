/** Kept for the forms not yet on the kit (ADR 026); the one implementation is in src/ui/form/field-errors.ts. */
export { zodFieldErrors as fieldErrors } from '@/ui/form/zod-errors'
