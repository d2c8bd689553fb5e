import type { FastifyPluginAsync } from 'fastify';
import { checkCaller, type UkrposhtaSandboxOptions } from './access.ts';
import { registerAddressRoutes } from './addresses.routes.ts';
import { registerClientRoutes } from './clients.routes.ts';
import { registerFormsRoutes } from './forms.routes.ts';
import { registerShipmentRoutes } from './shipments.routes.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';

/**
 * Ukrposhta's eCom, Forms and StatusTracking APIs, as the sandbox our server serves (ARCHITECTURE §6): addresses →
 * clients → shipments as separate objects, each the counterparty's whose token made it (another token finds none of
 * it: 404), international bodies checked as production checks them, S10 barcodes, deletion only while CREATED, and
 * tracking that knows a parcel only once a post office has accepted it.
 */
export const ukrposhtaSandboxRoutes: FastifyPluginAsync<UkrposhtaSandboxOptions> = async (app, options) => {
  app.addHook('preHandler', checkCaller(options.db, options.now));
  registerAddressRoutes(app, options);
  registerClientRoutes(app, options);
  registerShipmentRoutes(app, options);
  registerTrackingRoutes(app, options);
  registerFormsRoutes(app, options);
};
