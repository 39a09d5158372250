import type { CollectionConfig } from 'payload'
import { ValidationError } from 'payload'

import { AD_KINDS, AD_SEVERITIES, compileRule, lawLabel, RULE_TARGETS, type AdRule } from '@/shop/ad-review'

import { isContentStaff, isReviewer } from '../access'

/** The rule as the check reads it, from the row being saved. */
function ruleOf(data: Record<string, unknown>): AdRule {
  const kind = data.kind as AdRule['kind']
  return {
    code: String(data.code ?? ''),
    pattern: String(data.pattern ?? ''),
    law: AD_KINDS[kind]?.law ?? ('' as never),
    kind,
    severity: data.severity as AdRule['severity'],
    reason: String(data.reason ?? ''),
    suggestion: String(data.suggestion ?? ''),
    appliesTo: (Array.isArray(data.appliesTo) ? data.appliesTo : []) as AdRule['appliesTo'],
    negatable: data.negatable !== false,
    active: data.active !== false,
  }
}

/**
 * The advertising-expression rules (広告表現ルール, issue 27 §2, docs/adr/060-advertising-expression-check.md):
 * what the check looks for, under which law, how serious, why, and what to write instead. Reviewers and admins
 * keep them; content staff read them (the findings panel names them). A rule that cannot be compiled is refused
 * on save with the compiler's Japanese message on the field it is about.
 */
export const AdRules: CollectionConfig = {
  slug: 'ad-rules',
  labels: { singular: '広告表現ルール', plural: '広告表現ルール' },
  graphQL: { singularName: 'AdRule', pluralName: 'AdRules' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'pattern', 'kind', 'severity', 'appliesTo', 'active'],
    group: '広告表現チェック',
    listSearchableFields: ['code', 'pattern', 'reason'],
    description:
      '書き方: (A|B) どちらか、X? あってもなくても、A~B 間に8文字まで（A~15B で15文字）、<治る> 活用形（治ります・治った…）も含む、X!(A|B) 直後がA・Bのときは除く、<!(A|B)X 直前がA・Bのときは除く。全角半角・カタカナひらがなは区別しません。',
  },
  defaultSort: 'code',
  access: { read: isContentStaff, create: isReviewer, update: isReviewer, delete: isReviewer },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc, req }) => {
        const merged = { ...(originalDoc ?? {}), ...(data ?? {}) } as Record<string, unknown>
        const compiled = compileRule(ruleOf(merged))
        if (compiled.ok) return { ...data, law: compiled.compiled.rule.law }
        // Each message on the field it is about (the admin shows it there; REST answers 400 with them).
        throw new ValidationError(
          {
            collection: 'ad-rules',
            errors: compiled.errors.map((e) => ({ path: e.field, message: e.message })),
            req,
          },
          req.t,
        )
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', label: 'ルールコード', type: 'text', required: true, unique: true, index: true },
        { name: 'active', label: '有効', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'pattern',
      label: '表現（パターン）',
      type: 'text',
      required: true,
      admin: { description: '例: <治る>、シミ~<消える>、(No\\.1|ナンバーワン)' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: '法令・種類',
          type: 'select',
          required: true,
          options: Object.entries(AD_KINDS).map(([value, { law, label }]) => ({
            value,
            label: `${lawLabel(law)}：${label}`,
          })),
        },
        {
          name: 'severity',
          label: '重要度',
          type: 'select',
          required: true,
          options: Object.entries(AD_SEVERITIES).map(([value, label]) => ({ value, label })),
        },
      ],
    },
    { name: 'law', label: '法令', type: 'text', admin: { readOnly: true, hidden: true } },
    {
      name: 'appliesTo',
      label: '対象の商品',
      type: 'select',
      hasMany: true,
      required: true,
      options: Object.entries(RULE_TARGETS).map(([value, label]) => ({ value, label })),
    },
    { name: 'reason', label: '理由', type: 'textarea', required: true },
    { name: 'suggestion', label: '言い換えの例', type: 'textarea', required: true },
    {
      name: 'negatable',
      label: '否定・禁止の引用では指摘しない',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          '「治るものではありません」「『治る』という表現は使えません」のような否定や引用を除きます。「副作用がない」のように否定そのものが問題の表現では外してください。',
      },
    },
  ],
}
