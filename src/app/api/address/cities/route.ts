/**
 * /api/address/cities/ without a prefecture: 400 with the spec §8 wording
 * ("Required parameter prefectureName was null or undefined when calling getAddressCities.").
 */
export { GET } from './[prefectureName]/route'
export const dynamic = 'force-dynamic'
