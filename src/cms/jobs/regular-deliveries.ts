/**
 * The regular-delivery engine as a Payload job (docs/adr/033-regular-delivery-engine.md). Payload's scheduler
 * queues it on the default queue every hour (Payload 3.90's `schedule` has no time zone: croner runs in the
 * process's zone, so an hourly run picks the Japan day change up within the hour whatever the server's TZ is;
 * a run with nothing due is one indexed query). It runs in the web process (jobs.autoRun, every minute) or in a
 * separate worker (`npm run jobs`: `payload jobs:run --cron … --handle-schedules`) for multi-instance
 * deployments. Exactly once is NOT the queue's job: each delivery's (course, sequence) row is unique, so two
 * workers, a retried job or a rerun make every delivery once.
 */
import type { TaskConfig } from 'payload'

import { systemClock } from '@/shop/calendar/clock'
import { runRegularDeliveryJob } from '@/shop/courses/delivery-engine'

export const REGULAR_DELIVERIES_TASK = 'regular-deliveries'

/** Minute 5 of every hour (seconds field first, as Payload's schedule examples). */
export const REGULAR_DELIVERIES_CRON = '0 5 * * * *'

const counts = ['ordered', 'paymentFailed', 'held', 'alreadyDone', 'ended', 'errors'] as const

export const regularDeliveriesTask: TaskConfig = {
  slug: REGULAR_DELIVERIES_TASK,
  label: '定期お届けの注文作成',
  schedule: [{ cron: REGULAR_DELIVERIES_CRON, queue: 'default' }],
  // A failed run is simply the next hour's run; retrying at once would not help a database that is down.
  retries: 0,
  outputSchema: counts.map((name) => ({ name, type: 'number' as const })),
  handler: async ({ req }) => {
    const { due, retries } = await runRegularDeliveryJob(req.payload, { clock: systemClock })
    return {
      output: Object.fromEntries(counts.map((name) => [name, due[name] + retries[name]])),
    }
  },
}
