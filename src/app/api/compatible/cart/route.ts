/**
 * /api/compatible/cart/ without a methodName: the same declarations answer 400 with the spec §8 wording
 * ("Required parameter methodName was null or undefined when calling getCompatibleCart.").
 */
export { GET, POST } from './[methodName]/route'
export const dynamic = 'force-dynamic'
