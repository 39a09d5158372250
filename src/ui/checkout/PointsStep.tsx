'use client'

import { useEffect, useState } from 'react'

import { api } from '@/lib/api/client'
import { orderRewardPointsCall } from '@/lib/api/routes/order'
import { MAIL_MAGAZINE_LABELS } from '@/shop/checkout/checkout-form'
import { POINT_METHOD_LABELS, POINT_METHODS, POINT_USE_SCOPE_TEXT } from '@/shop/points/point-rules'
import { formatPoints } from '@/shop/pricing/format-amount'
import { Checkbox } from '@/ui/form/Checkbox'
import form from '@/ui/form/form.module.css'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { TextField } from '@/ui/form/TextField'

import styles from './checkout.module.css'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

type Reward = { pointsToUse: number; pointsToEarn: number; payable: number }

const MAGAZINES = ['WANT_MAIL_MAGAZINE1', 'WANT_MAIL_MAGAZINE2', 'WANT_MAIL_MAGAZINE3'] as const

/**
 * Step shopping06: points (members: POINT_METHOD none / all / a number, with the points used and to be earned
 * from order/reward-points as the choice changes) and the mail magazines WANT_MAIL_MAGAZINE1-3.
 */
export function PointsStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping06', data, initial)
  const { draft, change } = step
  const values = draft.values
  const { context } = data
  const [reward, setReward] = useState<Reward | null>(null)
  const method = values.POINT_METHOD
  const number = values.POINT_NUMBER

  // The points module answers what this choice uses and earns; a refused choice shows nothing until fixed.
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      api
        .call(orderRewardPointsCall, {
          body: { POINT_METHOD: method, POINT_NUMBER: number },
          signal: controller.signal,
        })
        .then(
          (r) => setReward({ pointsToUse: r.pointsToUse, pointsToEarn: r.pointsToEarn, payable: r.payable }),
          () => {
            if (!controller.signal.aborted) setReward(null)
          },
        )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [method, number])

  const onSubmit = () => {
    const next =
      method === POINT_METHODS.NUMBER ? draft : { ...draft, values: { ...values, POINT_NUMBER: '0' } }
    step.complete(next, '')
  }

  return (
    <StepForm
      stepId="shopping06"
      isMember={context.isMember}
      errors={step.errors}
      toConfirm={step.toConfirm}
      onSubmit={onSubmit}
    >
      <section className={styles.block} aria-labelledby="checkout-points-title">
        <h2 id="checkout-points-title" className={styles.sectionTitle}>
          ポイント
        </h2>
        {context.isMember ? (
          <>
            <p className={styles.balance}>
              保有ポイント：<strong>{formatPoints(context.pointBalance)}</strong>
              <span className={form.hint}>（1ポイント＝1円としてご利用いただけます）</span>
            </p>
            <p className={form.hint}>{POINT_USE_SCOPE_TEXT}</p>
            <RadioGroup
              name="POINT_METHOD"
              label="ポイントの利用"
              required
              mark
              options={(Object.values(POINT_METHODS) as (keyof typeof POINT_METHOD_LABELS)[]).map(
                (value) => ({ value, label: POINT_METHOD_LABELS[value] }),
              )}
              value={method}
              onChange={(value) =>
                change(
                  value === POINT_METHODS.NUMBER && number === '0'
                    ? { POINT_METHOD: value, POINT_NUMBER: '' }
                    : { POINT_METHOD: value },
                )
              }
            >
              {method === POINT_METHODS.NUMBER ? (
                <div className={styles.subform}>
                  <TextField
                    name="POINT_NUMBER"
                    label="利用するポイント数"
                    required
                    mark
                    inputMode="numeric"
                    autoComplete="off"
                    description={`半角数字で入力してください（最大${formatPoints(
                      Math.min(context.pointBalance, context.pointsPayable),
                    )}）`}
                    value={number}
                    onChange={(value) => change({ POINT_NUMBER: value })}
                  />
                </div>
              ) : null}
            </RadioGroup>
          </>
        ) : (
          <p>ポイントのご利用は会員の方のみとなります。</p>
        )}
        <div className={styles.pointsLive} aria-live="polite" aria-atomic="true">
          {reward ? (
            <dl className={styles.pointsList}>
              {context.isMember ? (
                <div>
                  <dt>今回ご利用のポイント</dt>
                  <dd>{formatPoints(reward.pointsToUse)}</dd>
                </div>
              ) : null}
              <div>
                <dt>今回の獲得予定ポイント</dt>
                <dd>{formatPoints(reward.pointsToEarn)}</dd>
              </div>
            </dl>
          ) : null}
        </div>
      </section>

      <fieldset className={form.group}>
        <legend>メールマガジン</legend>
        <p className={form.hint}>ご希望のメールマガジンを選んでください（任意）。</p>
        {MAGAZINES.map((name) => (
          <Checkbox
            key={name}
            name={name}
            label={MAIL_MAGAZINE_LABELS[name]}
            checked={values[name]}
            onChange={(checked) => change({ [name]: checked })}
          />
        ))}
      </fieldset>
    </StepForm>
  )
}
