/** The date-change flow's paths and its query, for the server pages and the client form alike. */
export const DATE_CHANGE_PATHS = {
  input: '/mypage/regular-delivery-date-change/',
  confirm: '/mypage/regular-delivery-date-change/confirm/',
  requestComplete: '/mypage/regular-delivery-date-change/request-complete/',
} as const

export const dateChangeQuery = (values: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`
