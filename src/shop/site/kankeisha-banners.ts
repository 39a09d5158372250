/**
 * The two banners kankeisha see on storefront pages (spec §1, §6; ADR 015): 「関係者の方は最大25%OFF」 and the
 * reception hours. Pure rules; the layout shows them once the live customer state says "kankeisha".
 */
import { stripMobilePrefix } from './mobile-path'

/** Where the discount banner leads: the supplement list, where the member prices apply. */
export const KANKEISHA_BANNER_HREF = '/supplement/'

/** Site settings default (SiteSettings.kankeisha.receptionHoursOnlineShop), used when the setting is blank. */
export const DEFAULT_RECEPTION_HOURS = '11:00～20:00'

/** A hidden path as staff typed it: trimmed, with a leading slash; blank entries hide nothing. */
function normaliseHiddenPath(path: string): string | null {
  const trimmed = path.trim()
  if (!trimmed) return null
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * The discount banner shows everywhere except on pages whose path starts with one of the hidden paths
 * (campaign pages where the member discount does not apply). `/sp/…` is the same page as `/…`, and a hidden
 * path written with its trailing slash also hides the page addressed without it. A hidden path may name query
 * parameters too (a campaign addressed by `?promotionId=`, ADR 045): the page must then carry each of them with
 * that value, in any order and among others.
 */
export function shouldShowKankeishaBanner(
  pathname: string,
  hiddenPaths: readonly string[],
  search = '',
): boolean {
  const path = stripMobilePrefix(pathname) ?? pathname
  const query = new URLSearchParams(search)
  return !hiddenPaths.some((raw) => {
    const hidden = normaliseHiddenPath(raw)
    if (hidden === null) return false
    const [hiddenPath = '', hiddenQuery] = hidden.split('?', 2)
    const pathMatches = path.startsWith(hiddenPath) || `${path}/` === hiddenPath
    if (!pathMatches || hiddenQuery === undefined) return pathMatches
    return [...new URLSearchParams(hiddenQuery)].every(([name, value]) => query.getAll(name).includes(value))
  })
}

/** 「受付時間 11:00～20:00（年末年始を除く毎日）」 from the online shop's range in the settings. */
export function receptionHoursText(range: string | null | undefined): string {
  return `受付時間 ${range?.trim() || DEFAULT_RECEPTION_HOURS}（年末年始を除く毎日）`
}
