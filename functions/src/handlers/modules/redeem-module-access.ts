import { moduleRoutes } from '@lunia/shared/api/routes/modules';
import { MODULE_SIGNATURE_HEADER } from '@lunia/shared/domain/module-access';
import { httpRoute } from '../../lib/http/http-route';
import { redeemModuleAccess } from '../../use-cases/modules/redeem-module-access';

export const handler = httpRoute(moduleRoutes, 'redeemModuleAccess', ({ body, event }) =>
  redeemModuleAccess({ module: body.module, token: body.token, signature: event.headers?.[MODULE_SIGNATURE_HEADER] }),
);
