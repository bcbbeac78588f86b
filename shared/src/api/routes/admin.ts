/**
 * Admin back office. Part of the route manifest (see ../routes.ts). Split into groups by screen
 * (./admin-*.ts) so each admin handler bundles only its group's schemas: handlers import their
 * group, everything else (the manifest, docs, tests) uses `adminRoutes`.
 */
import type { RouteDef } from '../route-def';
import { adminAuditRoutes } from './admin-audit';
import { adminDocumentRoutes } from './admin-documents';
import { adminMailRoutes } from './admin-mail';
import { adminNameChangeRoutes } from './admin-name-changes';
import { adminNotificationRoutes } from './admin-notifications';
import { adminOrganizationRoutes } from './admin-organizations';
import { adminReminderRoutes } from './admin-reminders';
import { adminStatsRoutes } from './admin-stats';
import { adminSystemRoutes } from './admin-system';
import { adminUserRoutes } from './admin-users';

export const adminRoutes = {
  ...adminStatsRoutes,
  ...adminUserRoutes,
  ...adminReminderRoutes,
  ...adminOrganizationRoutes,
  ...adminNameChangeRoutes,
  ...adminDocumentRoutes,
  ...adminSystemRoutes,
  ...adminAuditRoutes,
  ...adminNotificationRoutes,
  ...adminMailRoutes,
} satisfies Record<string, RouteDef>;
