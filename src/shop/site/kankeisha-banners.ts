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
 * path written with its trailing slash also hides the page addressed without it.
 */
export function shouldShowKankeishaBanner(pathname: string, hiddenPaths: readonly string[]): boolean {
  const path = stripMobilePrefix(pathname) ?? pathname
  return !hiddenPaths.some((raw) => {
    const hidden = normaliseHiddenPath(raw)
    return hidden !== null && (path.startsWith(hidden) || `${path}/` === hidden)
  })
}

/** 「受付時間 11:00～20:00（年末年始を除く毎日）」 from the online shop's range in the settings. */
export function receptionHoursText(range: string | null | undefined): string {
  return `受付時間 ${range?.trim() || DEFAULT_RECEPTION_HOURS}（年末年始を除く毎日）`
}
