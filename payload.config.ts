import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { hasRole } from '@/cms/access'
import { Banners } from '@/cms/collections/Banners'
import { BrandTabs } from '@/cms/collections/BrandTabs'
import { Brands, Carts, Ingredients, Inventory, Products, Purposes } from '@/cms/collections/catalogue'
import { Columns } from '@/cms/collections/Columns'
import {
  CustomerSessions,
  Customers,
  KankeishaInvitations,
  OneTimePasswords,
} from '@/cms/collections/customers'
import { FaqCategories } from '@/cms/collections/FaqCategories'
import { Faqs } from '@/cms/collections/Faqs'
import { Information } from '@/cms/collections/Information'
import { Inquiries } from '@/cms/collections/Inquiries'
import { MailOutbox } from '@/cms/collections/MailOutbox'
import { FraudSignals, Orders, PointLedger, RegularCourses } from '@/cms/collections/orders'
import { Media } from '@/cms/collections/Media'
import { Pages } from '@/cms/collections/Pages'
import { Users } from '@/cms/collections/Users'
import { databaseAdapter } from '@/cms/database'
import { shopEmailAdapter } from '@/cms/email-adapter'
import { payloadLogger } from '@/cms/logging'
import { SiteSettings } from '@/cms/globals/SiteSettings'
import { migrateOnInit } from '@/cms/migrate-on-init'
import { env } from '@/lib/config/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.payloadSecret,
  serverURL: env.SITE_URL,
  // /api belongs to the shop API (spec §7); Payload's REST and GraphQL live under /cms-api (stack.md trap 12).
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' | ウェルネスの森 管理画面' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    livePreview: {
      breakpoints: [
        { label: 'スマートフォン', name: 'mobile', width: 375, height: 667 },
        { label: 'タブレット', name: 'tablet', width: 820, height: 1180 },
        { label: 'デスクトップ', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  i18n: { supportedLanguages: { ja, en }, fallbackLanguage: 'ja' },
  collections: [
    Pages,
    Information,
    Columns,
    FaqCategories,
    Faqs,
    Banners,
    BrandTabs,
    Products,
    Brands,
    Purposes,
    Ingredients,
    Inventory,
    Carts,
    Media,
    Inquiries,
    Customers,
    CustomerSessions,
    OneTimePasswords,
    KankeishaInvitations,
    Orders,
    PointLedger,
    RegularCourses,
    FraudSignals,
    MailOutbox,
    Users,
  ],
  globals: [SiteSettings],
  db: databaseAdapter(),
  sharp,
  email: shopEmailAdapter,
  graphQL: { disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'src/cms/payload-types.ts') },
  jobs: {
    // Scheduled publishing runs as a job; one long-running `next start` process picks it up every minute.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => process.env.PAYLOAD_DISABLE_JOBS !== '1',
    access: { run: ({ req }) => hasRole(req.user as never, 'admin') },
  },
  onInit: migrateOnInit,
  telemetry: false,
  // Refused and bad requests (any 4xx, anonymous 403s included) log one line without a stack (ADR 023).
  logger: payloadLogger,
})
