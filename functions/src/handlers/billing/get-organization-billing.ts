import { billingRoutes } from '@lunia/shared/api/routes/billing';
import { httpRoute } from '../../lib/http/http-route';
import { getOrganizationBilling } from '../../use-cases/billing/get-organization-billing';

export const handler = httpRoute(billingRoutes, 'getOrganizationBilling', ({ org }) => getOrganizationBilling({ org }));
