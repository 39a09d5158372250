/**
 * /api/address/postal-codes/{prefectureName}/ without a municipality: 400 with the spec §8 wording
 * ("Required parameter cityName was null or undefined when calling getAddressPostalCodes.").
 */
export { GET } from './[cityName]/route'
export const dynamic = 'force-dynamic'
