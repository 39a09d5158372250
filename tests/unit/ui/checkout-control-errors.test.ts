import { describe, expect, it } from 'vitest'

import { controlErrors } from '@/ui/checkout/control-errors'

describe('controlErrors: the rules’ messages on the checkout form’s controls', () => {
  it('keeps messages of fields that have a control, in order', () => {
    expect(controlErrors({ LAST_NAME: 'a', EMAIL1: 'b' })).toEqual({
      fields: { LAST_NAME: 'a', EMAIL1: 'b' },
      message: '',
    })
  })

  it('moves messages of fields without a control onto the control that sets them', () => {
    expect(
      controlErrors({
        PREFECTURES: '都道府県を選択してください',
        DESTINATION_PREFECTURES: 'お届け先の都道府県',
        MUNICIPALITY_CODE: '市区郡',
        DESTINATION_MUNICIPALITY_CODE: 'お届け先の市区郡',
        DELIVERY_SPECIFIED_DATE_MONTH: '月',
        CARD_TOKEN: 'カード',
      }).fields,
    ).toEqual({
      PREFECTURE: '都道府県を選択してください',
      DESTINATION_PREFECTURE: 'お届け先の都道府県',
      CITY: '市区郡',
      DESTINATION_CITY: 'お届け先の市区郡',
      DELIVERY_SPECIFIED_DATE: '月',
      'card.number': 'カード',
    })
  })

  it("shows a control's own message before one folded onto it, at the first place either appears", () => {
    expect(
      controlErrors({
        ZIP_NUMBER: 'z',
        PREFECTURES: 'code',
        PREFECTURE: 'name',
        CITY: 'city',
        MUNICIPALITY_CODE: 'municipality',
        DELIVERY_SPECIFIED_DATE_YEAR: 'year',
        DELIVERY_SPECIFIED_DATE_DAY: 'day',
      }),
    ).toEqual({
      fields: { ZIP_NUMBER: 'z', PREFECTURE: 'name', CITY: 'city', DELIVERY_SPECIFIED_DATE: 'year' },
      message: '',
    })
    expect(Object.keys(controlErrors({ PREFECTURES: 'code', ZIP_NUMBER: 'z' }).fields)).toEqual([
      'PREFECTURE',
      'ZIP_NUMBER',
    ])
  })

  it('makes _form the form’s message, after the message given', () => {
    expect(controlErrors({ _form: 'もう一度お試しください', LAST_NAME: 'a' }, 'ご確認ください')).toEqual({
      fields: { LAST_NAME: 'a' },
      message: 'ご確認ください\nもう一度お試しください',
    })
    expect(controlErrors({}, 'only')).toEqual({ fields: {}, message: 'only' })
  })
})
