/**
 * Every Payload collection of the shop, in admin order: payload.config.ts registers exactly this list, and the roles
 * test (tests/unit/cms/staff-roles.test.ts) checks every entry against the table of ADR 023, so a new collection
 * cannot slip in with Payload's default access.
 */
import type { CollectionConfig } from 'payload'

import { AdReviews } from './AdReviews'
import { AdRules } from './AdRules'
import { AwardEntries } from './AwardEntries'
import { AwardVotes } from './AwardVotes'
import { Banners } from './Banners'
import { Campaigns } from './Campaigns'
import { BrandTabs } from './BrandTabs'
import { Brands, Carts, Ingredients, Inventory, Products, Purposes } from './catalogue'
import { Columns } from './Columns'
import { CustomerSessions, Customers, KankeishaInvitations, OneTimePasswords } from './customers'
import { FaqCategories } from './FaqCategories'
import { Faqs } from './Faqs'
import { GiftGuides } from './GiftGuides'
import { GiftSelections } from './GiftSelections'
import { Information } from './Information'
import { Inquiries } from './Inquiries'
import { MailOutbox } from './MailOutbox'
import {
  FraudSignals,
  Orders,
  PointLedger,
  RegularCourseHistory,
  RegularCourses,
  RegularDeliveries,
  Returns,
  ShippingBatches,
} from './orders'
import { Media } from './Media'
import { Pages } from './Pages'
import { SampleApplications, SampleApplyClaims } from './SampleApplications'
import { SupportAccessLog } from './SupportAccessLog'
import { SupportNotes } from './SupportNotes'
import { Users } from './Users'

export const COLLECTIONS: CollectionConfig[] = [
  Pages,
  Information,
  Columns,
  FaqCategories,
  Faqs,
  Banners,
  GiftGuides,
  Campaigns,
  AdRules,
  AdReviews,
  SampleApplications,
  SampleApplyClaims,
  GiftSelections,
  AwardEntries,
  AwardVotes,
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
  SupportNotes,
  CustomerSessions,
  OneTimePasswords,
  KankeishaInvitations,
  Orders,
  PointLedger,
  RegularCourses,
  RegularDeliveries,
  RegularCourseHistory,
  ShippingBatches,
  Returns,
  FraudSignals,
  MailOutbox,
  SupportAccessLog,
  Users,
]
