import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { hasRole } from '@/cms/access'
import { ADMIN_DATE_TIME_FORMAT, withJapaneseDates } from '@/cms/admin-dates'
import { withAdReview } from '@/cms/ad-review/with-ad-review'
import { withRichTextShapeCheck } from '@/cms/rich-text/shape-check'
import { attachScheduledPublishNotice } from '@/cms/ad-review/review-hooks'
import { COLLECTIONS } from '@/cms/collections/all'
import { Users } from '@/cms/collections/Users'
import { staffLoginMutation } from '@/cms/hooks/staff-login-serial'
import { databaseAdapter } from '@/cms/database'
import { shopEmailAdapter } from '@/cms/email-adapter'
import { payloadLogger } from '@/cms/logging'
import { AwardSettings } from '@/cms/globals/AwardSettings'
import { ClubSettings } from '@/cms/globals/ClubSettings'
import { CampaignSettings } from '@/cms/globals/CampaignSettings'
import { RegularDeliverySettings } from '@/cms/globals/RegularDeliverySettings'
import { campaignPagesTask } from '@/cms/jobs/campaign-pages'
import { analyticsRollupTask } from '@/cms/jobs/analytics-rollup'
import { clubStagesTask, pointExpiryTask } from '@/cms/jobs/club-runs'
import { regularDeliveriesTask } from '@/cms/jobs/regular-deliveries'
import { SiteSettings } from '@/cms/globals/SiteSettings'
import { migrateOnInit } from '@/cms/migrate-on-init'
import { contentEditor } from '@/cms/rich-text/editor'
import { env } from '@/lib/config/env'
import { analyticsCsvEndpoint } from '@/cms/analytics/csv-endpoint'
import { analyticsRefreshEndpoint } from '@/cms/analytics/refresh-endpoint'
import { dashboardAdminViews } from '@/cms/analytics/views'
import { SHIPPING_VIEW_PATH, shippingEndpoints } from '@/cms/fulfilment/shipping-endpoints'
import { RETURNS_VIEW_PATH, returnsEndpoints } from '@/cms/returns/return-endpoints'
import { HELD_DELIVERIES_VIEW_PATH } from '@/cms/courses/admin/held-deliveries-path'
import {
  SUPPORT_ACCESS_LOG_VIEW_PATH,
  SUPPORT_CUSTOMER_VIEW_PATH,
  SUPPORT_VIEW_PATH,
  supportEndpoints,
} from '@/cms/support/support-endpoints'

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
    dateFormat: ADMIN_DATE_TIME_FORMAT,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      // レビュー待ち, the reviewer's queue (issue 27 §3, docs/adr/063-approval-before-publishing.md).
      views: {
        reviewQueue: {
          Component: '/cms/ad-review/admin/ReviewQueueView#ReviewQueueView',
          path: '/ad-review-queue',
          exact: true,
        },
        // The analytics dashboards (issue 28): src/cms/analytics/views.ts.
        ...dashboardAdminViews(),
        // 出荷管理: carrier files out and back (issue 29, docs/adr/068-carrier-files.md).
        shipping: {
          Component: '/cms/fulfilment/admin/ShippingView#ShippingView',
          path: SHIPPING_VIEW_PATH,
          exact: true,
        },
        // 返品・返金: returns and their refunds (issue 29 §2, docs/adr/069-returns-and-refunds.md).
        returns: {
          Component: '/cms/returns/admin/ReturnsView#ReturnsView',
          path: RETURNS_VIEW_PATH,
          exact: true,
        },
        // 保留中のお届け: held and failed regular deliveries (issue 29, docs/adr/070).
        heldDeliveries: {
          Component: '/cms/courses/admin/HeldDeliveriesView#HeldDeliveriesView',
          path: HELD_DELIVERIES_VIEW_PATH,
          exact: true,
        },
        // サポート: the support console (issue 29 §3, docs/adr/071-support-console.md).
        support: {
          Component: '/cms/support/admin/SupportSearchView#SupportSearchView',
          path: SUPPORT_VIEW_PATH,
          exact: true,
        },
        supportCustomer: {
          Component: '/cms/support/admin/SupportCustomerView#SupportCustomerView',
          path: SUPPORT_CUSTOMER_VIEW_PATH,
          exact: true,
        },
        supportAccessLog: {
          Component: '/cms/support/admin/AccessLogView#AccessLogView',
          path: SUPPORT_ACCESS_LOG_VIEW_PATH,
          exact: true,
        },
      },
      afterNavLinks: [
        '/cms/ad-review/admin/ReviewQueueLink#ReviewQueueLink',
        '/cms/analytics/admin/AnalyticsNavLinks#AnalyticsNavLinks',
        '/cms/fulfilment/admin/ShippingNavLink#ShippingNavLink',
        '/cms/returns/admin/ReturnsNavLink#ReturnsNavLink',
        '/cms/courses/admin/HeldDeliveriesNavLink#HeldDeliveriesNavLink',
        '/cms/support/admin/SupportNavLink#SupportNavLink',
      ],
    },
    livePreview: {
      breakpoints: [
        { label: 'スマートフォン', name: 'mobile', width: 375, height: 667 },
        { label: 'タブレット', name: 'tablet', width: 820, height: 1180 },
        { label: 'デスクトップ', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  i18n: { supportedLanguages: { ja, en }, fallbackLanguage: 'ja' },
  // Every rich-text body uses the shop's editor (docs/adr/061-rich-text-editor.md).
  editor: contentEditor,
  collections: COLLECTIONS.map((collection) =>
    withJapaneseDates(withAdReview(withRichTextShapeCheck(collection))),
  ),
  globals: [SiteSettings, RegularDeliverySettings, CampaignSettings, ClubSettings, AwardSettings].map(
    withJapaneseDates,
  ),
  db: databaseAdapter(),
  sharp,
  // The analytics dashboards' CSV downloads (GET /cms-api/analytics/:dashboard/csv) and 「集計を今すぐ更新」
  // (POST /cms-api/analytics/refresh), issue 28.
  // 出荷管理's carrier files (issue 29): src/cms/fulfilment/shipping-endpoints.ts.
  // 返品・返金's posts (issue 29 §2): src/cms/returns/return-endpoints.ts.
  // The support console's actions (issue 29 §3): src/cms/support/support-endpoints.ts.
  endpoints: [
    analyticsCsvEndpoint,
    analyticsRefreshEndpoint,
    ...shippingEndpoints,
    ...returnsEndpoints,
    ...supportEndpoints,
  ],
  email: shopEmailAdapter,
  graphQL: {
    disablePlaygroundInProduction: true,
    // Staff login over GraphQL gives back its per-account lease like the REST door (ADR 064).
    mutations: (_graphQL, { Mutation }) => ({ loginUser: staffLoginMutation(Mutation.fields.loginUser) }),
  },
  typescript: { outputFile: path.resolve(dirname, 'src/cms/payload-types.ts') },
  jobs: {
    jobsCollectionOverrides: ({ defaultJobsCollection }) => withJapaneseDates(defaultJobsCollection),
    // Scheduled publishing and the regular-delivery engine run as jobs; a long-running `next start` process picks
    // them up every minute (and queues the engine's scheduled runs), or a separate worker does (`npm run jobs`).
    // PAYLOAD_DISABLE_JOB_SCHEDULES=1 runs queued jobs (scheduled publishing) without queueing the scheduled tasks
    // (the hourly regular-delivery, stage and expiry runs): the end-to-end server, whose tests must not meet them.
    autoRun: [
      {
        cron: '* * * * *',
        queue: 'default',
        limit: 20,
        disableScheduling: process.env.PAYLOAD_DISABLE_JOB_SCHEDULES === '1',
      },
    ],
    tasks: [regularDeliveriesTask, campaignPagesTask, clubStagesTask, pointExpiryTask, analyticsRollupTask],
    shouldAutoRun: () => process.env.PAYLOAD_DISABLE_JOBS !== '1',
    access: { run: ({ req }) => hasRole(req.user as never, 'admin') },
  },
  onInit: async (payload) => {
    attachScheduledPublishNotice(payload)
    await migrateOnInit(payload)
  },
  telemetry: false,
  // Refused and bad requests (any 4xx, anonymous 403s included) log one line without a stack (ADR 023).
  logger: payloadLogger,
})
