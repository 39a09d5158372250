import type { CollectionConfig } from 'payload'

import {
  COURSE_ACTOR_LABELS,
  COURSE_ACTORS,
  COURSE_EVENT_LABELS,
  COURSE_EVENTS,
} from '@/shop/courses/course-statuses'

import { isSupport, nobody } from '../../access'
import { optionsOf } from '../catalogue/options'
import { locked } from './fields'

/**
 * Every change of a regular course, by the member, staff or the engine (issue 12): appended by the courses'
 * owner (src/shop/courses) in the transaction of the change, never edited. `summary` is Japanese and holds no
 * personal data (an address change says that the address changed, not to what).
 */
export const RegularCourseHistory: CollectionConfig = {
  slug: 'regular-course-history',
  labels: { singular: '定期コース履歴', plural: '定期コース履歴' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['course', 'event', 'actor', 'summary', 'createdAt'],
    group: 'ご注文',
  },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    locked({
      name: 'course',
      label: '定期コース',
      type: 'relationship',
      relationTo: 'regular-courses',
      required: true,
      index: true,
    }),
    locked({
      name: 'event',
      label: '内容',
      type: 'select',
      required: true,
      options: optionsOf(COURSE_EVENTS, COURSE_EVENT_LABELS),
    }),
    locked({
      name: 'actor',
      label: '変更した人',
      type: 'select',
      required: true,
      options: optionsOf(COURSE_ACTORS, COURSE_ACTOR_LABELS),
    }),
    locked({ name: 'staffUser', label: 'スタッフ', type: 'relationship', relationTo: 'users' }),
    locked({ name: 'sequence', label: '対象のお届け回', type: 'number' }),
    locked({ name: 'summary', label: '概要', type: 'text', required: true }),
  ],
}
