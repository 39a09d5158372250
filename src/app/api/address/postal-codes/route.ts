/**
 * /api/address/postal-codes/ with neither prefecture nor municipality: 400 with the spec §8 wording
 * ("Required parameter prefectureName was null or undefined when calling getAddressPostalCodes.").
 */
export { GET } from './[prefectureName]/[cityName]/route'
export const dynamic = 'force-dynamic'
