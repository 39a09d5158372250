import 'server-only'

import type { ChromeData } from '@/ui/layout/chrome-types'

import { getChrome } from './content'

/**
 * Chrome data for a cached page. Member state and cart count are per shopper and never cached: pages render
 * the guest view (spec §3 defaults) and the header's client part refreshes it live.
 */
export async function shopChrome(): Promise<ChromeData> {
  const content = await getChrome()
  return {
    member: { isLoggedIn: false },
    cartCount: 0,
    faqCategories: content.faqCategories.map((c) => ({ slug: c.slug, name: c.name })),
    footerTabs: content.footerTabs,
    brandGroups: content.brandGroups,
    kankeisha: content.kankeisha,
    contact: content.contact,
  }
}
