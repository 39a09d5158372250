import { describe, expect, it } from 'vitest'

import {
  AGREEMENT_MESSAGES,
  agreementSchema,
  CARD_DATA_MESSAGE,
  CARD_FIELDS,
  CHECKOUT_DEFAULTS,
  checkoutDefaults,
  deliverySchema,
  destinationSchema,
  EMAIL_MESSAGES,
  fieldErrors,
  giftSchema,
  mailMagazineSchema,
  ordererSchema,
  ordererStepSchema,
  PAYMENT_MESSAGES,
  paymentSchema,
  pointsSchema,
  stripCardData,
  validateSection,
} from '@/shop/checkout/checkout-form'
import { DELIVERY_MESSAGES } from '@/shop/checkout/delivery-dates'
import { checkoutOrdererValuesOf } from '@/shop/customer/person-address'
import { PASSWORD_MESSAGES } from '@/shop/auth/password-rules'
import { POINT_MESSAGES } from '@/shop/points/point-rules'

const TODAY = '2026-11-23'

const orderer = {
  LAST_NAME: '山田',
  FIRST_NAME: '花子',
  LAST_NAME_KANA: 'やまだ',
  FIRST_NAME_KANA: 'ﾊﾅｺ',
  ZIP_NUMBER: '１００－０００１',
  PREFECTURES: '13',
  CITY: '千代田区',
  TOWN: '千代田',
  STREET_ADDRESS: '1-1',
  PHONE_NUMBER: '090-1234-5678',
  EMAIL1: 'Hanako@Example.jp',
  EMAIL2: 'hanako@example.jp',
}

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

describe('CHECKOUT_DEFAULTS', () => {
  it('has every spec field with its initial value', () => {
    expect(CHECKOUT_DEFAULTS).toMatchObject({
      FIRST_NAME: '',
      EMAIL1: '',
      EMAIL3: '',
      PASSWORD: '',
      AGREE_TERMS: false,
      DESTINATION: '',
      DESTINATION_FIRST_NAME: '',
      DESTINATION_PREFECTURES: '',
      DESTINATION_PHONE_NUMBER: '',
      PAYMENT_METHOD: '0',
      LAST_USED_CARD: '0',
      CARD_NUMBER: '',
      WANT_SAVE_CREDIT_CARD: false,
      DELIVERY_DATE: '1',
      DELIVERY_SPECIFIED_DATE_DAY: '',
      DELIVERY_TIME: '0',
      DELIVERY_TIME_LABEL: '',
      WANT_GIFT_WRAPPING: '0',
      GIFT_WRAPPING_KIND: 'NormalWrapping',
      GIFT_WRAPPING_KIND_LABEL: '',
      GIFT_PACKAGING: '1',
      WANT_MAIL_MAGAZINE1: false,
      WANT_MAIL_MAGAZINE3: false,
      POINT_METHOD: '0',
      POINT_NUMBER: '0',
    })
    expect(Object.keys(CHECKOUT_DEFAULTS)).toHaveLength(22 + 1 + 13 + 8 + 7 + 4 + 3 + 2)
    expect(checkoutDefaults()).not.toBe(CHECKOUT_DEFAULTS)
  })

  it('uses exactly the spec names (§3)', () => {
    const address =
      'FIRST_NAME FIRST_NAME_KANA LAST_NAME LAST_NAME_KANA ZIP_NUMBER PREFECTURES MUNICIPALITY_CODE TOWN CITY PREFECTURE BUILDING_NAME STREET_ADDRESS PHONE_NUMBER'.split(
        ' ',
      )
    const spec = [
      ...'FIRST_NAME FIRST_NAME_KANA LAST_NAME LAST_NAME_KANA GENDER BIRTH_DAY BIRTH_MONTH BIRTH_YEAR ZIP_NUMBER PREFECTURES MUNICIPALITY_CODE TOWN CITY PREFECTURE BUILDING_NAME STREET_ADDRESS PHONE_NUMBER EMAIL1 EMAIL2 EMAIL3 PASSWORD AGREE_TERMS'.split(
        ' ',
      ),
      'DESTINATION',
      ...address.map((f) => `DESTINATION_${f}`),
      ...'PAYMENT_METHOD LAST_USED_CARD CARD_MONTH CARD_YEAR CARD_NAME CARD_NUMBER CARD_SECURITY_CODE WANT_SAVE_CREDIT_CARD'.split(
        ' ',
      ),
      ...'DELIVERY_DATE DELIVERY_SPECIFIED_DATE DELIVERY_SPECIFIED_DATE_YEAR DELIVERY_SPECIFIED_DATE_MONTH DELIVERY_SPECIFIED_DATE_DAY DELIVERY_TIME DELIVERY_TIME_LABEL'.split(
        ' ',
      ),
      ...'WANT_GIFT_WRAPPING GIFT_WRAPPING_KIND GIFT_WRAPPING_KIND_LABEL GIFT_PACKAGING'.split(' '),
      ...'WANT_MAIL_MAGAZINE1 WANT_MAIL_MAGAZINE2 WANT_MAIL_MAGAZINE3 POINT_METHOD POINT_NUMBER'.split(' '),
    ]
    expect(Object.keys(CHECKOUT_DEFAULTS).sort()).toEqual([...spec].sort())
  })
})

describe('orderer', () => {
  it('normalises a guest orderer and resolves the prefecture', () => {
    const r = ordererSchema({ today: TODAY }).parse(orderer)
    expect(r).toMatchObject({
      LAST_NAME_KANA: 'ヤマダ',
      FIRST_NAME_KANA: 'ハナコ',
      ZIP_NUMBER: '1000001',
      PREFECTURES: '13',
      PREFECTURE: '東京都',
      PHONE_NUMBER: '09012345678',
      EMAIL1: 'hanako@example.jp',
      GENDER: '',
      BIRTH_YEAR: null,
      EMAIL3: '',
    })
  })

  it('gives a Japanese message per field', () => {
    const e = errorsOf(
      ordererSchema({ today: TODAY }).safeParse({
        ...orderer,
        LAST_NAME: '',
        FIRST_NAME_KANA: 'Hanako',
        EMAIL2: 'x@example.jp',
        PREFECTURES: '',
        PREFECTURE: '',
      }),
    )
    expect(e.LAST_NAME).toBe('お名前（姓）を入力してください')
    expect(e.FIRST_NAME_KANA).toBe('フリガナ（メイ）は全角カタカナで入力してください')
    expect(e.EMAIL2).toBe(EMAIL_MESSAGES.mismatch)
    expect(e.PREFECTURE).toBe('都道府県を選択してください')
  })

  it('checks a partly given or future birth date', () => {
    const s = ordererSchema({ today: TODAY })
    expect(errorsOf(s.safeParse({ ...orderer, BIRTH_YEAR: '1990' })).BIRTH_MONTH).toBe(
      '生年月日（月）を選択してください',
    )
    expect(
      errorsOf(s.safeParse({ ...orderer, BIRTH_YEAR: '2030', BIRTH_MONTH: '1', BIRTH_DAY: '1' })).BIRTH_DAY,
    ).toBe('生年月日に未来の日付は指定できません')
    expect(
      errorsOf(s.safeParse({ ...orderer, BIRTH_YEAR: '1990', BIRTH_MONTH: '2', BIRTH_DAY: '30' })).BIRTH_DAY,
    ).toBe('生年月日が正しくありません')
  })
})

describe('member orderer', () => {
  it('fills the orderer from the profile, which then validates', () => {
    const o = checkoutOrdererValuesOf({
      lastName: '鈴木',
      firstName: '一郎',
      lastNameKana: 'スズキ',
      firstNameKana: 'イチロウ',
      gender: 'Male',
      birthDate: '1980-04-09',
      postalCode: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      streetAddress: '梅田1-1',
      phone: '0612345678',
      email: 'ichiro@example.jp',
    })
    expect(o).toMatchObject({
      PREFECTURES: '27',
      BIRTH_MONTH: '4',
      BIRTH_DAY: '9',
      EMAIL2: 'ichiro@example.jp',
    })
    expect(ordererSchema({ today: TODAY }).safeParse(o).success).toBe(true)
  })
})

describe('agreement: registering while ordering', () => {
  it('is optional for a guest', () => {
    expect(agreementSchema({ isMember: false, hasRegular: false }).parse({})).toEqual({
      PASSWORD: '',
      AGREE_TERMS: false,
      registering: false,
    })
  })

  it('needs the password rules and the terms when a password is set', () => {
    const e = errorsOf(
      agreementSchema({ isMember: false, hasRegular: false }).safeParse({
        PASSWORD: 'short',
        AGREE_TERMS: false,
      }),
    )
    expect(e.PASSWORD).toBe(PASSWORD_MESSAGES.tooShort)
    expect(e.AGREE_TERMS).toBe(AGREEMENT_MESSAGES.agreeTerms)
    expect(
      agreementSchema({ isMember: false, hasRegular: false }).parse({
        PASSWORD: 'morning-tea-42',
        AGREE_TERMS: true,
      }).registering,
    ).toBe(true)
  })

  it('is required of a guest whose cart holds a regular-delivery line, and only of a guest', () => {
    const guest = errorsOf(agreementSchema({ isMember: false, hasRegular: true }).safeParse({}))
    expect(guest.PASSWORD).toBe(AGREEMENT_MESSAGES.regularNeedsAccount)
    expect(agreementSchema({ isMember: true, hasRegular: true }).parse({}).registering).toBe(false)
    expect(
      agreementSchema({ isMember: false, hasRegular: true }).parse({
        PASSWORD: 'morning-tea-42',
        AGREE_TERMS: true,
      }).registering,
    ).toBe(true)
    const step = errorsOf(
      ordererStepSchema({ today: TODAY, isMember: false, hasRegular: true }).safeParse(orderer),
    )
    expect(step.PASSWORD).toBe(AGREEMENT_MESSAGES.regularNeedsAccount)
    // Everything registration needs is reported with it, not after the password is filled.
    expect(Object.keys(step)).toEqual(
      expect.arrayContaining(['GENDER', 'BIRTH_YEAR', 'BIRTH_MONTH', 'BIRTH_DAY', 'AGREE_TERMS']),
    )
  })

  it('reports everything registration needs at once for a guest who chose to register', () => {
    const chosen = { today: TODAY, isMember: false, hasRegular: false, registering: true }
    const e = errorsOf(ordererStepSchema(chosen).safeParse(orderer))
    expect(Object.keys(e).sort()).toEqual(
      ['AGREE_TERMS', 'BIRTH_DAY', 'BIRTH_MONTH', 'BIRTH_YEAR', 'GENDER', 'PASSWORD'].sort(),
    )
    expect(e.PASSWORD).toBe(PASSWORD_MESSAGES.required)
    // Without the choice an empty password is ordering as a guest: nothing of registration is asked.
    expect(ordererStepSchema({ ...chosen, registering: false }).safeParse(orderer).success).toBe(true)
  })

  it('step 1 requires gender and birth date of a registering guest', () => {
    const e = errorsOf(
      ordererStepSchema({ today: TODAY, isMember: false, hasRegular: false }).safeParse({
        ...orderer,
        PASSWORD: 'morning-tea-42',
        AGREE_TERMS: true,
      }),
    )
    expect(e.GENDER).toBe('性別を選択してください')
    expect(e.BIRTH_YEAR).toBe('生年月日（年）を選択してください')
    const ok = ordererStepSchema({ today: TODAY, isMember: false, hasRegular: false }).parse({
      ...orderer,
      GENDER: 'Female',
      BIRTH_YEAR: '1990',
      BIRTH_MONTH: '4',
      BIRTH_DAY: '1',
      PASSWORD: 'morning-tea-42',
      AGREE_TERMS: 'true',
    })
    expect(ok).toMatchObject({ registering: true, BIRTH_YEAR: 1990, PREFECTURE: '東京都' })
  })
})

describe('destination', () => {
  it("'0' goes to the orderer", () => {
    expect(destinationSchema().parse({ DESTINATION: '0', DESTINATION_LAST_NAME: 'x' })).toEqual({
      DESTINATION: '0',
      address: null,
    })
  })

  it("'1' validates the DESTINATION_ fields with their own messages", () => {
    const e = errorsOf(destinationSchema().safeParse({ DESTINATION: '1', DESTINATION_LAST_NAME: '佐藤' }))
    expect(e.DESTINATION_FIRST_NAME).toBe('お届け先のお名前（名）を入力してください')
    expect(e.DESTINATION_ZIP_NUMBER).toBe('お届け先の郵便番号を入力してください')
    const ok = destinationSchema().parse({
      DESTINATION: '1',
      ...Object.fromEntries(Object.entries(orderer).map(([k, v]) => [`DESTINATION_${k}`, v])),
      DESTINATION_PREFECTURES: '',
      DESTINATION_PREFECTURE: '大阪府',
    })
    expect(ok.address).toMatchObject({
      DESTINATION_PREFECTURES: '27',
      DESTINATION_PREFECTURE: '大阪府',
      DESTINATION_ZIP_NUMBER: '1000001',
    })
  })

  it('must be chosen', () => {
    expect(errorsOf(destinationSchema().safeParse({ DESTINATION: '' })).DESTINATION).toBe(
      'お届け先を選択してください',
    )
  })
})

describe('delivery', () => {
  const ctx = { today: TODAY, hasRegular: false }
  it('derives the parts and the time label', () => {
    expect(
      deliverySchema(ctx).parse({
        DELIVERY_DATE: '2',
        DELIVERY_SPECIFIED_DATE: '2026-11-30',
        DELIVERY_TIME: '1',
        DELIVERY_TIME_LABEL: 'forged',
      }),
    ).toEqual({
      DELIVERY_DATE: '2',
      DELIVERY_SPECIFIED_DATE: '2026-11-30',
      DELIVERY_SPECIFIED_DATE_YEAR: '2026',
      DELIVERY_SPECIFIED_DATE_MONTH: '11',
      DELIVERY_SPECIFIED_DATE_DAY: '30',
      DELIVERY_TIME: '1',
      DELIVERY_TIME_LABEL: '午前中',
    })
    expect(
      deliverySchema(ctx).parse({
        DELIVERY_DATE: '2',
        DELIVERY_SPECIFIED_DATE_YEAR: '2026',
        DELIVERY_SPECIFIED_DATE_MONTH: '12',
        DELIVERY_SPECIFIED_DATE_DAY: '1',
      }).DELIVERY_SPECIFIED_DATE,
    ).toBe('2026-12-01')
    expect(
      deliverySchema(ctx).parse({ DELIVERY_DATE: '1', DELIVERY_SPECIFIED_DATE: '2026-11-30' }),
    ).toMatchObject({
      DELIVERY_SPECIFIED_DATE: '',
      DELIVERY_TIME: '0',
      DELIVERY_TIME_LABEL: '指定なし',
    })
  })

  it('rejects dates not offered and with-regular without regular lines', () => {
    expect(
      errorsOf(deliverySchema(ctx).safeParse({ DELIVERY_DATE: '2', DELIVERY_SPECIFIED_DATE: '2026-11-24' }))
        .DELIVERY_SPECIFIED_DATE,
    ).toBe(DELIVERY_MESSAGES.dateNotOffered)
    expect(errorsOf(deliverySchema(ctx).safeParse({ DELIVERY_DATE: '3' })).DELIVERY_DATE).toBe(
      DELIVERY_MESSAGES.withRegularOnly,
    )
    expect(deliverySchema({ ...ctx, hasRegular: true }).safeParse({ DELIVERY_DATE: '3' }).success).toBe(true)
    expect(
      errorsOf(
        deliverySchema(ctx).safeParse({
          DELIVERY_DATE: '2',
          DELIVERY_SPECIFIED_DATE: '2026-11-30',
          DELIVERY_SPECIFIED_DATE_DAY: '29',
          DELIVERY_SPECIFIED_DATE_MONTH: '11',
          DELIVERY_SPECIFIED_DATE_YEAR: '2026',
        }),
      ).DELIVERY_SPECIFIED_DATE,
    ).toBe('お届け希望日が正しくありません')
  })
})

describe('gift', () => {
  it('labels the kind and resets everything when not wanted', () => {
    expect(
      giftSchema().parse({
        WANT_GIFT_WRAPPING: '1',
        GIFT_WRAPPING_KIND: 'GiftBoxWrapping',
        GIFT_PACKAGING: '2',
      }),
    ).toMatchObject({
      GIFT_WRAPPING_KIND_LABEL: 'ギフトボックス',
      gift: { kind: 'GiftBoxWrapping', packaging: '2' },
    })
    expect(
      giftSchema().parse({
        WANT_GIFT_WRAPPING: '0',
        GIFT_WRAPPING_KIND: 'GiftBoxWrapping',
        GIFT_PACKAGING: '2',
      }),
    ).toEqual({
      WANT_GIFT_WRAPPING: '0',
      GIFT_WRAPPING_KIND: 'NormalWrapping',
      GIFT_WRAPPING_KIND_LABEL: '',
      GIFT_PACKAGING: '1',
      gift: null,
    })
    expect(
      errorsOf(giftSchema().safeParse({ WANT_GIFT_WRAPPING: '1', GIFT_WRAPPING_KIND: 'Furoshiki' }))
        .GIFT_WRAPPING_KIND,
    ).toBe('ラッピングの種類を選択してください')
  })
})

describe('payment: token only', () => {
  const guest = { isMember: false }
  it('takes a card token, never card data', () => {
    expect(paymentSchema(guest).parse({ PAYMENT_METHOD: '2', CARD_TOKEN: 'tok_1234567890' })).toEqual({
      PAYMENT_METHOD: '2',
      LAST_USED_CARD: '0',
      CARD_TOKEN: 'tok_1234567890',
      WANT_SAVE_CREDIT_CARD: false,
    })
    const e = errorsOf(
      paymentSchema(guest).safeParse({
        PAYMENT_METHOD: '2',
        CARD_TOKEN: 'tok_1234567890',
        CARD_NUMBER: '4111111111111111',
        CARD_SECURITY_CODE: '123',
      }),
    )
    expect(e.CARD_NUMBER).toBe(CARD_DATA_MESSAGE)
    expect(e.CARD_SECURITY_CODE).toBe(CARD_DATA_MESSAGE)
    // The empty card fields of the form are harmless.
    expect(paymentSchema(guest).safeParse({ ...CHECKOUT_DEFAULTS, PAYMENT_METHOD: '1' }).success).toBe(true)
  })

  it('checks method, token, saved card and saving', () => {
    expect(errorsOf(paymentSchema(guest).safeParse({ PAYMENT_METHOD: '0' })).PAYMENT_METHOD).toBe(
      PAYMENT_MESSAGES.method,
    )
    // Points only (8) is not a choice of the form; the app payments and Rakuten Pay are (ADR 020).
    expect(errorsOf(paymentSchema(guest).safeParse({ PAYMENT_METHOD: '8' })).PAYMENT_METHOD).toBe(
      PAYMENT_MESSAGES.method,
    )
    for (const app of ['9', '10', '11', '7'])
      expect(paymentSchema(guest).parse({ PAYMENT_METHOD: app })).toMatchObject({ PAYMENT_METHOD: app })
    // A method the server does not offer now (no provider) is refused; cash on delivery keeps its own message.
    expect(
      errorsOf(
        paymentSchema({ ...guest, offeredPaymentMethods: ['1', '3', '4'] }).safeParse({
          PAYMENT_METHOD: '9',
        }),
      ).PAYMENT_METHOD,
    ).toBe(PAYMENT_MESSAGES.methodUnavailable)
    expect(
      errorsOf(
        paymentSchema({ ...guest, offeredPaymentMethods: ['3'], cashOnDeliveryAvailable: false }).safeParse({
          PAYMENT_METHOD: '1',
        }),
      ).PAYMENT_METHOD,
    ).toBe(PAYMENT_MESSAGES.codUnavailable)
    expect(errorsOf(paymentSchema(guest).safeParse({ PAYMENT_METHOD: '2' })).CARD_TOKEN).toBe(
      PAYMENT_MESSAGES.cardToken,
    )
    expect(
      errorsOf(paymentSchema(guest).safeParse({ PAYMENT_METHOD: '2', LAST_USED_CARD: '1' })).LAST_USED_CARD,
    ).toBe(PAYMENT_MESSAGES.noSavedCard)
    expect(
      paymentSchema({ isMember: true, hasSavedCard: true }).parse({
        PAYMENT_METHOD: '2',
        LAST_USED_CARD: '1',
        CARD_TOKEN: 'ignored-token',
      }),
    ).toMatchObject({
      LAST_USED_CARD: '1',
      CARD_TOKEN: '',
    })
    expect(
      errorsOf(
        paymentSchema(guest).safeParse({
          PAYMENT_METHOD: '2',
          CARD_TOKEN: 'tok_1234567890',
          WANT_SAVE_CREDIT_CARD: true,
        }),
      ).WANT_SAVE_CREDIT_CARD,
    ).toBe(PAYMENT_MESSAGES.saveMembersOnly)
    expect(
      paymentSchema({ ...guest, registering: true }).parse({
        PAYMENT_METHOD: '2',
        CARD_TOKEN: 'tok_1234567890',
        WANT_SAVE_CREDIT_CARD: true,
      }).WANT_SAVE_CREDIT_CARD,
    ).toBe(true)
    expect(
      errorsOf(paymentSchema({ ...guest, cashOnDeliveryAvailable: false }).safeParse({ PAYMENT_METHOD: '1' }))
        .PAYMENT_METHOD,
    ).toBe(PAYMENT_MESSAGES.codUnavailable)
    expect(
      paymentSchema(guest).parse({
        PAYMENT_METHOD: '3',
        CARD_TOKEN: 'tok_1234567890',
        WANT_SAVE_CREDIT_CARD: true,
      }),
    ).toEqual({
      PAYMENT_METHOD: '3',
      LAST_USED_CARD: '0',
      CARD_TOKEN: '',
      WANT_SAVE_CREDIT_CARD: false,
    })
  })
})

describe('stripCardData', () => {
  it('removes every card field at any depth', () => {
    const draft = {
      form: { ...CHECKOUT_DEFAULTS, CARD_NUMBER: '4111111111111111', CARD_NAME: 'HANAKO YAMADA' },
      history: [{ CARD_SECURITY_CODE: '123', step: 'shopping05' }],
    }
    const stripped = stripCardData(draft)
    const json = JSON.stringify(stripped)
    for (const f of CARD_FIELDS) expect(json).not.toContain(f)
    expect(json).not.toContain('4111')
    expect(stripped.form.PAYMENT_METHOD).toBe('0')
    expect(stripped.history[0]).toEqual({ step: 'shopping05' })
    expect(draft.form.CARD_NUMBER).toBe('4111111111111111')
  })
})

describe('points (through the points module)', () => {
  const member = { isMember: true, pointBalance: 1000, pointsPayable: 600 }
  it('uses none, all (up to what points may pay) or a number', () => {
    expect(pointsSchema(member).parse({})).toEqual({ POINT_METHOD: '0', POINT_NUMBER: '0', pointsToUse: 0 })
    expect(pointsSchema(member).parse({ POINT_METHOD: '1' }).pointsToUse).toBe(600)
    expect(pointsSchema(member).parse({ POINT_METHOD: '2', POINT_NUMBER: '３００' }).pointsToUse).toBe(300)
  })

  it('puts the points module messages on the fields', () => {
    const e = (ctx: Parameters<typeof pointsSchema>[0], v: object) => errorsOf(pointsSchema(ctx).safeParse(v))
    expect(e({ isMember: false }, { POINT_METHOD: '1' }).POINT_METHOD).toBe(POINT_MESSAGES.guest)
    expect(e(member, { POINT_METHOD: '2', POINT_NUMBER: '-5' }).POINT_NUMBER).toBe(
      POINT_MESSAGES.numberNotInteger,
    )
    expect(
      e({ ...member, pointsPayable: 5000 }, { POINT_METHOD: '2', POINT_NUMBER: '1001' }).POINT_NUMBER,
    ).toBe(POINT_MESSAGES.overBalance(1000))
    expect(e(member, { POINT_METHOD: '2', POINT_NUMBER: '700' }).POINT_NUMBER).toBe(
      POINT_MESSAGES.overPayable(600),
    )
    expect(e(member, { POINT_METHOD: '5' }).POINT_METHOD).toBe(POINT_MESSAGES.methodInvalid)
  })
})

describe('mail magazines and sections', () => {
  it('reads the three flags', () => {
    expect(mailMagazineSchema().parse({ WANT_MAIL_MAGAZINE2: true })).toEqual({
      WANT_MAIL_MAGAZINE1: false,
      WANT_MAIL_MAGAZINE2: true,
      WANT_MAIL_MAGAZINE3: false,
    })
  })

  it('validateSection answers field errors', () => {
    const r = validateSection(
      'payment',
      { PAYMENT_METHOD: '0' },
      { today: TODAY, isMember: false, hasRegular: false },
    )
    expect(r).toEqual({ success: false, errors: { PAYMENT_METHOD: PAYMENT_MESSAGES.method } })
  })
})
