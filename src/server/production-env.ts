// Imported first by serve.ts, before anything reads the environment: the server only serves production builds,
// as `next start` does (which sets the same).
;(process.env as Record<string, string>).NODE_ENV = 'production'
// A shop server expires cached pages for changes its jobs make outside a request (src/cms/hooks/revalidate.ts).
;(process.env as Record<string, string>).SHOP_EXPIRE_OUTSIDE_REQUESTS = '1'
// The admin's dates are written in the staff's time zone: its pages are rendered here first, then in their browser
// (docs/adr/062-japanese-admin-dates.md). The shop's own rules never read the process time zone (src/shop/calendar).
;(process.env as Record<string, string>).TZ ||= 'Asia/Tokyo'
