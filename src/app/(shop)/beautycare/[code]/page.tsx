import { categoryCodeRoute } from '../../_catalogue/category-code-route'

import { brandMenuAbove } from './brand-menu-above'

const route = categoryCodeRoute('beautycare', brandMenuAbove)

// Rendered on first request and cached (docs/adr/004-caching.md).
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.CategoryCodePage
