/** Field enforcement routes (issue 11 items 4–7): sound check, distributor lists, vehicles, complaints. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context.ts';
import { complaintRoutes } from './complaints.ts';
import { distributorRoutes } from './distributors.ts';
import { soundRoutes } from './sound.ts';
import { vehicleRoutes } from './vehicles.ts';

export function fieldRoutes(app: OpenAPIHono<AppEnv>): void {
  soundRoutes(app);
  distributorRoutes(app);
  vehicleRoutes(app);
  complaintRoutes(app);
}
