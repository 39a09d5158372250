import type { CollectionConfig } from 'payload'

import { env } from '@/lib/config/env'

import { isEditorOrMarketer } from '../access'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'メディア', plural: 'メディア' },
  graphQL: { singularName: 'Media', pluralName: 'AllMedia' },
  admin: { group: 'コンテンツ' },
  access: {
    read: () => true,
    create: isEditorOrMarketer,
    update: isEditorOrMarketer,
    delete: isEditorOrMarketer,
  },
  upload: {
    staticDir: env.MEDIA_DIR,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 384 },
      { name: 'card', width: 828 },
    ],
  },
  fields: [{ name: 'alt', label: '代替テキスト', type: 'text', required: true }],
}
