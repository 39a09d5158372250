/**
 * The 47 prefectures with their JIS X 0401 codes, in code order (01 北海道 … 47 沖縄県), as
 * japan-commerce-rules.md requires. A static standard, so it lives here rather than in the Japan Post data.
 */

export const PREFECTURE_NAMES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const

export type PrefectureName = (typeof PREFECTURE_NAMES)[number]

export interface Prefecture {
  /** JIS X 0401, two digits: '01' … '47'. */
  code: string
  name: PrefectureName
}

export const PREFECTURES: readonly Prefecture[] = PREFECTURE_NAMES.map((name, i) => ({
  code: String(i + 1).padStart(2, '0'),
  name,
}))

const BY_NAME = new Map<string, Prefecture>(PREFECTURES.map((p) => [p.name, p]))
const BY_CODE = new Map<string, Prefecture>(PREFECTURES.map((p) => [p.code, p]))

/**
 * A prefecture from its name ('東京都') or its JIS code ('13', '1' or '01'); full-width input is folded first.
 * Unknown → undefined.
 */
export function findPrefecture(input: string): Prefecture | undefined {
  const text = input.normalize('NFKC').trim()
  if (/^\d{1,2}$/.test(text)) return BY_CODE.get(text.padStart(2, '0'))
  return BY_NAME.get(text)
}
