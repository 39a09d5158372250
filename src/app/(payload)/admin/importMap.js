import { FindingsPanel as FindingsPanel_9773840a5dc1f432a1bc4e462c886586 } from '../../../cms/ad-review/admin/FindingsPanel'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/ad-review/admin/FindingsPanel#FindingsPanel": FindingsPanel_9773840a5dc1f432a1bc4e462c886586,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
