/**
 * Every radio group of the form kit is one Tab stop (issue 26): rendered as the server sends it, each group's
 * radios share one name (the browser then stops once in the group) and the group is entered at its chosen radio,
 * or at the first that can be chosen while none is. A radio with tabindex="-1" cannot be entered at all: that was
 * the regression, an empty answer ('') made react-aria take every radio of a required group out of the Tab order.
 * The last test keeps every radio group of the shop on the kit. Shift+Tab (entering at the first radio from below
 * too) needs the browser: tests/e2e/keyboard-checkout.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Radio } from 'react-aria-components/RadioGroup'
import { describe, expect, it } from 'vitest'

import { GENDERS } from '@/shop/customer/person-fields'
import { Form } from '@/ui/form/Form'
import { GenderField } from '@/ui/form/GenderField'
import { RadioGroup, RadioGroupBase, type RadioOption } from '@/ui/form/RadioGroup'
import { firstRadioValue, selectedRadioValue } from '@/ui/form/radio-tab-stop'
import { NO_ERRORS } from '@/ui/form/field-errors'

interface RenderedRadio {
  value: string
  name: string
  checked: boolean
  disabled: boolean
  tabIndex: number
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const flag = (tag: string, name: string) => new RegExp(`\\s${name}(=""|\\s|/|>)`).test(tag)

function radiosOf(element: ReactElement): RenderedRadio[] {
  const html = renderToString(
    // createElement's types want required children among the props (as JSX passes them).
    // eslint-disable-next-line react/no-children-prop
    createElement(Form, {
      id: 'kit',
      label: 'kit',
      errors: NO_ERRORS,
      onSubmit: () => {},
      children: element,
    }),
  )
  return (html.match(/<input[^>]*>/g) ?? [])
    .filter((tag) => attribute(tag, 'type') === 'radio')
    .map((tag) => ({
      value: attribute(tag, 'value') ?? '',
      name: attribute(tag, 'name') ?? '',
      checked: flag(tag, 'checked'),
      disabled: flag(tag, 'disabled'),
      // An input without tabindex is in the Tab order (0).
      tabIndex: Number(attribute(tag, 'tabindex') ?? '0'),
    }))
}

/**
 * Where Tab (forward) enters a group of same-named radios, by the browser's rule: among the radios in the Tab order
 * (enabled, tabindex ≥ 0) only the checked one may take the focus when one is checked, any while none is; the first
 * of those takes it, and Tab from there leaves the group. null: the group cannot be entered.
 */
function forwardEntry(radios: readonly RenderedRadio[]): string | null {
  const anyChecked = radios.some((r) => r.checked)
  const stops = radios.filter((r) => !r.disabled && r.tabIndex >= 0 && (r.checked || !anyChecked))
  return stops[0]?.value ?? null
}

const THREE: RadioOption[] = [
  { value: 'a', label: 'いち' },
  { value: 'b', label: 'に', description: 'にの説明' },
  { value: 'c', label: 'さん' },
]
const FIRST_DISABLED: RadioOption[] = [{ ...THREE[0]!, disabled: true }, THREE[1]!, THREE[2]!]

/** Every radio group the kit draws, each as a function of its answer. */
const KIT_GROUPS: {
  name: string
  options: readonly RadioOption[]
  render: (value: string) => ReactElement
}[] = [
  {
    name: 'RadioGroup',
    options: THREE,
    render: (value) =>
      createElement(RadioGroup, {
        name: 'plain',
        label: '選択',
        options: THREE,
        value,
        onChange: () => {},
        required: true,
      }),
  },
  {
    name: 'RadioGroup, side by side, with the fields a choice opens',
    options: THREE,
    render: (value) =>
      createElement(
        RadioGroup,
        {
          name: 'inline',
          label: '選択',
          options: THREE,
          value,
          onChange: () => {},
          inline: true,
          mark: true,
        },
        createElement('input', { type: 'text', name: 'opened' }),
      ),
  },
  {
    name: 'RadioGroup whose first choice is disabled',
    options: FIRST_DISABLED,
    render: (value) =>
      createElement(RadioGroup, {
        name: 'disabled',
        label: '選択',
        options: FIRST_DISABLED,
        value,
        onChange: () => {},
      }),
  },
  {
    name: 'GenderField',
    options: GENDERS,
    render: (value) =>
      createElement(GenderField, { name: 'gender', value, onChange: () => {}, required: true }),
  },
  {
    name: 'RadioGroupBase (a group drawn its own way: the campaign gift cards)',
    options: THREE,
    render: (value) =>
      // eslint-disable-next-line react/no-children-prop
      createElement(RadioGroupBase, {
        name: 'cards',
        'aria-label': 'プレゼント',
        choices: THREE,
        value,
        onChange: () => {},
        children: THREE.map((o) => createElement(Radio, { key: o.value, value: o.value }, o.value)),
      }),
  },
]

describe('every radio group of the form kit is one Tab stop', () => {
  for (const group of KIT_GROUPS) {
    describe(group.name, () => {
      const first = () => group.options.find((o) => !o.disabled)!.value
      const last = () => group.options.at(-1)!.value

      it('draws its radios as one group of the browser (one name)', () => {
        const radios = radiosOf(group.render(''))
        expect(radios.length).toBe(group.options.length)
        expect(new Set(radios.map((r) => r.name)).size).toBe(1)
        expect(radios[0]!.name).not.toBe('')
      })

      it('with nothing chosen yet, is entered at the first radio that can be chosen', () => {
        const radios = radiosOf(group.render(''))
        expect(radios.filter((r) => r.checked)).toEqual([])
        expect(radios.filter((r) => !r.disabled && r.tabIndex < 0)).toEqual([])
        expect(forwardEntry(radios)).toBe(first())
      })

      it('with a choice, is entered at the chosen radio and at no other', () => {
        const radios = radiosOf(group.render(last()))
        expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual([last()])
        expect(radios.filter((r) => r.tabIndex >= 0 && !r.disabled).map((r) => r.value)).toEqual([last()])
        expect(forwardEntry(radios)).toBe(last())
      })

      it('with an answer no radio can take (unknown, or its choice disabled), is entered like an empty one', () => {
        expect(forwardEntry(radiosOf(group.render('zz')))).toBe(first())
        const disabled = group.options.find((o) => o.disabled)
        if (disabled) {
          const radios = radiosOf(group.render(disabled.value))
          expect(radios.filter((r) => r.checked)).toEqual([])
          expect(forwardEntry(radios)).toBe(first())
        }
      })
    })
  }
})

describe('the Tab stop rules', () => {
  it('give react-aria null, not an empty string, while nothing that can be chosen is chosen', () => {
    expect(selectedRadioValue('', THREE)).toBeNull()
    expect(selectedRadioValue('zz', THREE)).toBeNull()
    expect(selectedRadioValue('a', FIRST_DISABLED)).toBeNull()
    expect(selectedRadioValue('b', FIRST_DISABLED)).toBe('b')
  })

  it('put the focus on the first radio that can be chosen, or on none when none can', () => {
    expect(firstRadioValue(THREE)).toBe('a')
    expect(firstRadioValue(FIRST_DISABLED)).toBe('b')
    expect(firstRadioValue(THREE.map((o) => ({ ...o, disabled: true })))).toBeNull()
  })
})

/**
 * The storefront's components (src/ui) that draw a radio group of their own instead of the kit's, and why that is
 * one Tab stop too. (A Radio inside the kit's RadioGroupBase, as the campaign gift cards draw theirs, is the kit's.)
 */
const RADIO_GROUPS_OUTSIDE_THE_KIT: Record<string, string> = {
  // No react-aria on the product page's first load (ADR 037): the browser's radios, one always checked.
  'src/ui/catalogue/PurchaseForm.tsx': 'the browser’s own radios, one of them always checked',
}

/** react-aria's radio group or its hook, the browser's radios, or radio roles of its own. */
const DRAWS_A_RADIO_GROUP =
  /import \{[^}]*\bRadioGroup\b[^}]*\} from 'react-aria[^']*'|\buseRadio(Group)?\b|type="radio"|role="radio(group)?"/

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name)
    return entry.isDirectory() ? sourcesUnder(at) : /\.tsx?$/.test(entry.name) ? [at] : []
  })
}

describe('every radio group of the shop', () => {
  it('is drawn by the kit (src/ui/form), or is a listed exception', () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const drawingRadios = sourcesUnder(path.join(root, 'src/ui'))
      .map((file) => path.relative(root, file))
      .filter((file) => !file.startsWith('src/ui/form/'))
      .filter((file) => DRAWS_A_RADIO_GROUP.test(readFileSync(path.join(root, file), 'utf8')))
    expect(drawingRadios.sort()).toEqual(Object.keys(RADIO_GROUPS_OUTSIDE_THE_KIT).sort())
  })
})
