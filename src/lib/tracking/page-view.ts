/** Tag-manager data layer events (spec §4, §9): a page view 1 s after the first load and on each route change. */
export const FIRST_PAGE_VIEW_DELAY_MS = 1000

export type DataLayerEvent = { event: 'page_view'; page_path: string; page_title: string }

export function pageViewEvent(pathWithQuery: string, title: string): DataLayerEvent {
  return { event: 'page_view', page_path: pathWithQuery, page_title: title }
}

export function pushToDataLayer(target: { dataLayer?: unknown[] }, event: DataLayerEvent): void {
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push(event)
}
