'use client'

import { stepsFor, type CheckoutStop } from '@/shop/checkout/checkout-steps'
import { Stepper } from '@/ui/form/Stepper'

import styles from './checkout.module.css'
import type { CheckoutPageData } from './StepForm'

/** Where the shopper is: the steps they take (a member skips shopping01), then the confirmation. */
export function CheckoutProgress({
  steps,
  isMember,
  current,
}: {
  steps: CheckoutPageData['steps']
  isMember: boolean
  current: CheckoutStop
}) {
  const taken = steps.length > 0 ? steps : stepsFor({ isMember })
  const titles = [...taken.map((s) => s.title), 'ご注文内容の確認']
  const index = current === 'confirm' ? taken.length : taken.findIndex((s) => s.id === current)
  return (
    <div className={styles.progress}>
      <Stepper label="ご購入手続きの手順" steps={titles} current={index} />
    </div>
  )
}
