/** The date change's messages, here so the member's form can show them without the rules' code (ADR 037). */

/** No date chosen (the member's form, with or without its scripts). */
export const DATE_REQUIRED_MESSAGE = '変更後のお届け日を選択してください。'

export const NOT_OFFERED_MESSAGE =
  'お選びいただいたお届け日は指定できません。表示されている日付からお選びください。'
