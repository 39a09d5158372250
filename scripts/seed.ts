/** CLI: apply migrations (on Payload init) and seed demo data. Usage: npm run seed */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed } from '../src/cms/seed/seed'

const payload = await getPayload({ config })
await seed(payload)
process.exit(0)
