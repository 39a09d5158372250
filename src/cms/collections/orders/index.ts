export { Orders } from './Orders'
export { PointLedger } from './PointLedger'
export { RegularCourses } from './RegularCourses'
