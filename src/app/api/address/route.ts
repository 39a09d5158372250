/**
 * /api/address/ without a postal code: the same declaration answers 400 with the spec §8 wording
 * ("Required parameter postalCode was null or undefined when calling getAddress.").
 */
export { GET } from './[postalCode]/route'
export const dynamic = 'force-dynamic'
