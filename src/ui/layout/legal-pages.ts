/**
 * The two legal pages every footer of the shop links to, in every layout: the 特定商取引法に基づく表記 (a section of
 * 会社概要, anchored by its heading) and the privacy policy (APPI: the purpose of use must be easy to reach).
 */
export const COMMERCE_LAW_PAGE = { label: '特定商取引法に基づく表記', href: '/company/#tokushoho' } as const
export const PRIVACY_PAGE = { label: '個人情報保護方針', href: '/privacy/' } as const
