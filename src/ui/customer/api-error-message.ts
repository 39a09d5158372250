/** Kept for checkout until it moves onto the kit (ADR 026); the one implementation is src/ui/form/error-message.ts. */
export { errorMessageOf as apiErrorMessage } from '@/ui/form/error-message'
