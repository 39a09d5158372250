import { FindingsPanel as FindingsPanel_9773840a5dc1f432a1bc4e462c886586 } from '../../../cms/ad-review/admin/FindingsPanel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { DeliveryOrderCell as DeliveryOrderCell_6b98252625238c2ed3c157dffe70b8a6 } from '../../../cms/collections/orders/admin/DeliveryOrderCell'
import { ReviewQueueLink as ReviewQueueLink_75dc2802bd4be6dfe8febd656c0cb0e5 } from '../../../cms/ad-review/admin/ReviewQueueLink'
import { AnalyticsNavLinks as AnalyticsNavLinks_51bdb985d5b85570caac45cfe4f29e00 } from '../../../cms/analytics/admin/AnalyticsNavLinks'
import { ShippingNavLink as ShippingNavLink_7e15b3d0ee38f42c2154cd6a79110354 } from '../../../cms/fulfilment/admin/ShippingNavLink'
import { ReturnsNavLink as ReturnsNavLink_c4aa92f2b8b2e26082ef1eaaf6348f05 } from '../../../cms/returns/admin/ReturnsNavLink'
import { HeldDeliveriesNavLink as HeldDeliveriesNavLink_98038100fed00a67245f9fbb31913b5e } from '../../../cms/courses/admin/HeldDeliveriesNavLink'
import { SupportNavLink as SupportNavLink_78f1bb24be80bd48460f6364660fa449 } from '../../../cms/support/admin/SupportNavLink'
import { ReviewQueueView as ReviewQueueView_919726ef5ff6fb87bb52871fcb349116 } from '../../../cms/ad-review/admin/ReviewQueueView'
import { SalesDashboardView as SalesDashboardView_152b1dba808b7fbd58a85d8900ab6cb2 } from '../../../cms/analytics/admin/SalesDashboardView'
import { CoursesDashboardView as CoursesDashboardView_bac1510a069fae8af19c83af72c46265 } from '../../../cms/analytics/admin/CoursesDashboardView'
import { CampaignsDashboardView as CampaignsDashboardView_4465ed437c5b40e6833d8333eb40b69f } from '../../../cms/analytics/admin/CampaignsDashboardView'
import { ContentDashboardView as ContentDashboardView_e36f2c15a2842e1aaf666565a7f131b8 } from '../../../cms/analytics/admin/ContentDashboardView'
import { ShippingView as ShippingView_3c0d95ac3a3375543068adcaec7690d0 } from '../../../cms/fulfilment/admin/ShippingView'
import { ReturnsView as ReturnsView_1388006774b7e3322539f56f7608cb0f } from '../../../cms/returns/admin/ReturnsView'
import { HeldDeliveriesView as HeldDeliveriesView_e51df4392fb1f81b4c89fe4e37816fa4 } from '../../../cms/courses/admin/HeldDeliveriesView'
import { SupportSearchView as SupportSearchView_c24b807da6ba8e2a50e814e9c456f61e } from '../../../cms/support/admin/SupportSearchView'
import { SupportCustomerView as SupportCustomerView_a4c5d8eea8ac1491615dffe647a2f68b } from '../../../cms/support/admin/SupportCustomerView'
import { AccessLogView as AccessLogView_13b892dff7a9c0405931fc558a854546 } from '../../../cms/support/admin/AccessLogView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/ad-review/admin/FindingsPanel#FindingsPanel": FindingsPanel_9773840a5dc1f432a1bc4e462c886586,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/collections/orders/admin/DeliveryOrderCell#DeliveryOrderCell": DeliveryOrderCell_6b98252625238c2ed3c157dffe70b8a6,
  "/cms/ad-review/admin/ReviewQueueLink#ReviewQueueLink": ReviewQueueLink_75dc2802bd4be6dfe8febd656c0cb0e5,
  "/cms/analytics/admin/AnalyticsNavLinks#AnalyticsNavLinks": AnalyticsNavLinks_51bdb985d5b85570caac45cfe4f29e00,
  "/cms/fulfilment/admin/ShippingNavLink#ShippingNavLink": ShippingNavLink_7e15b3d0ee38f42c2154cd6a79110354,
  "/cms/returns/admin/ReturnsNavLink#ReturnsNavLink": ReturnsNavLink_c4aa92f2b8b2e26082ef1eaaf6348f05,
  "/cms/courses/admin/HeldDeliveriesNavLink#HeldDeliveriesNavLink": HeldDeliveriesNavLink_98038100fed00a67245f9fbb31913b5e,
  "/cms/support/admin/SupportNavLink#SupportNavLink": SupportNavLink_78f1bb24be80bd48460f6364660fa449,
  "/cms/ad-review/admin/ReviewQueueView#ReviewQueueView": ReviewQueueView_919726ef5ff6fb87bb52871fcb349116,
  "/cms/analytics/admin/SalesDashboardView#SalesDashboardView": SalesDashboardView_152b1dba808b7fbd58a85d8900ab6cb2,
  "/cms/analytics/admin/CoursesDashboardView#CoursesDashboardView": CoursesDashboardView_bac1510a069fae8af19c83af72c46265,
  "/cms/analytics/admin/CampaignsDashboardView#CampaignsDashboardView": CampaignsDashboardView_4465ed437c5b40e6833d8333eb40b69f,
  "/cms/analytics/admin/ContentDashboardView#ContentDashboardView": ContentDashboardView_e36f2c15a2842e1aaf666565a7f131b8,
  "/cms/fulfilment/admin/ShippingView#ShippingView": ShippingView_3c0d95ac3a3375543068adcaec7690d0,
  "/cms/returns/admin/ReturnsView#ReturnsView": ReturnsView_1388006774b7e3322539f56f7608cb0f,
  "/cms/courses/admin/HeldDeliveriesView#HeldDeliveriesView": HeldDeliveriesView_e51df4392fb1f81b4c89fe4e37816fa4,
  "/cms/support/admin/SupportSearchView#SupportSearchView": SupportSearchView_c24b807da6ba8e2a50e814e9c456f61e,
  "/cms/support/admin/SupportCustomerView#SupportCustomerView": SupportCustomerView_a4c5d8eea8ac1491615dffe647a2f68b,
  "/cms/support/admin/AccessLogView#AccessLogView": AccessLogView_13b892dff7a9c0405931fc558a854546,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
