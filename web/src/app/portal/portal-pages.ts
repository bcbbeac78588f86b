import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The sign-in pages and the signed-in area, each loaded on demand: none of their code (Amplify, the
 * query client, the forms) is in a public page's first load.
 */
/**
 * A page that uses the `auth` strings (one chunk per language, features/auth/i18n.ts): they start loading
 * beside the page's code instead of after it.
 */
const withAuthStrings = (load: () => Promise<ComponentType>) =>
  lazyPage(() => Promise.all([load(), import('../../features/auth/i18n')]).then(([page]) => page));

export const SignInPage = withAuthStrings(() =>
  import('../../features/auth/routes/sign-in-page').then((module) => module.SignInPage),
);
export const RegisterPage = withAuthStrings(() =>
  import('../../features/auth/routes/register-page').then((module) => module.RegisterPage),
);
export const ConfirmRegistrationPage = withAuthStrings(() =>
  import('../../features/auth/routes/confirm-registration-page').then((module) => module.ConfirmRegistrationPage),
);
export const ForgotPasswordPage = withAuthStrings(() =>
  import('../../features/auth/routes/forgot-password-page').then((module) => module.ForgotPasswordPage),
);
// The layout's account menu uses the auth strings too.
export const PortalLayout = withAuthStrings(() => import('./portal-layout').then((module) => module.PortalLayout));
export const DashboardPage = lazyPage(() =>
  import('../../features/dashboard/routes/dashboard-page').then((module) => module.DashboardPage),
);
export const AccountPage = lazyPage(() => import('./account-route').then((module) => module.AccountRoute));
export const RequireAdmin = lazyPage(() =>
  import('../../features/admin/components/require-admin').then((module) => module.RequireAdmin),
);
export const AdminDashboardPage = lazyPage(() =>
  import('../../features/admin/routes/admin-dashboard-page').then((module) => module.AdminDashboardPage),
);
export const OrganizationApprovalPage = lazyPage(() =>
  import('../../features/admin/routes/organization-approval-page').then((module) => module.OrganizationApprovalPage),
);
export const AdminUsersPage = lazyPage(() =>
  import('../../features/admin/routes/admin-users-page').then((module) => module.AdminUsersPage),
);
export const AdminOrganizationsPage = lazyPage(() =>
  import('../../features/admin/routes/organizations-page').then((module) => module.OrganizationsPage),
);
export const AdminModulesPage = lazyPage(() =>
  import('../../features/admin/routes/modules-page').then((module) => module.ModulesPage),
);
export const AdminSettingsPage = lazyPage(() =>
  import('../../features/admin/routes/settings-page').then((module) => module.SettingsPage),
);
export const AdminAuditLogPage = lazyPage(() =>
  import('../../features/admin/routes/audit-log-page').then((module) => module.AuditLogPage),
);
export const AdminExtensionOrdersPage = lazyPage(() =>
  import('../../features/admin/extension-orders/routes/extension-orders-page').then(
    (module) => module.ExtensionOrdersPage,
  ),
);
export const AdminNotFoundPage = lazyPage(() =>
  import('../../features/admin/routes/admin-not-found-page').then((module) => module.AdminNotFoundPage),
);
export const ContinuingEducationPage = lazyPage(() =>
  import('./continuing-education-route').then((module) => module.ContinuingEducationRoute),
);
export const DocumentUploadPage = lazyPage(() =>
  import('./document-routes').then((module) => module.DocumentUploadRoute),
);
export const BookrxNetworkPage = lazyPage(() =>
  import('./document-routes').then((module) => module.BookrxNetworkRoute),
);
export const DocumentReviewPage = lazyPage(() =>
  import('./document-review-route').then((module) => module.DocumentReviewRoute),
);
export const CreateOrganizationPage = lazyPage(() =>
  import('../../features/organization-create/routes/create-organization-page').then(
    (module) => module.CreateOrganizationPage,
  ),
);
export const OrganizationAdminPage = lazyPage(() =>
  import('../../features/organization-admin/routes/organization-admin-page').then(
    (module) => module.OrganizationAdminPage,
  ),
);
