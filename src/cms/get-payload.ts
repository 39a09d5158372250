/** The storefront's handle on Payload's local API (one instance per process, cached by Payload). */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export function getShopPayload(): Promise<Payload> {
  return getPayload({ config })
}
