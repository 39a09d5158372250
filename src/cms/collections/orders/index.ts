export { FraudSignals } from './FraudSignals'
export { Orders } from './Orders'
export { PointLedger } from './PointLedger'
export { RegularCourses } from './RegularCourses'
