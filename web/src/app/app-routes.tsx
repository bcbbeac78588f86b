import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { ADMIN_PATH_PREFIX, paths } from '../paths';
import { publicPageRoutes } from './page-routes';
import * as portal from './portal/portal-pages';
import { NotFoundPage } from './routes/not-found-page';
import { SiteLayout } from './shell/site-layout';

/**
 * The site's routes. Features are composed here and in `routes/` (the beta form into the product pages)
 * so that no feature imports another. `SiteLayout` shows the public header and footer, or hides them on
 * the app-like pages of spec §2 (see `isAppPath`).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        {publicPageRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={paths.signIn} element={<portal.SignInPage />} />
        <Route path={paths.register} element={<portal.RegisterPage />} />
        <Route path={paths.forgotPassword} element={<portal.ForgotPasswordPage />} />
        <Route element={<portal.PortalLayout />}>
          <Route path={paths.dashboard} element={<portal.DashboardPage />} />
          <Route path={paths.account} element={<portal.AccountPage />} />
          <Route path={paths.documentUpload} element={<portal.DocumentUploadPage />} />
          <Route path={paths.bookrxNetwork} element={<portal.BookrxNetworkPage />} />
          <Route path={paths.createOrganization} element={<portal.CreateOrganizationPage />} />
          <Route path={paths.organizationAdmin} element={<portal.OrganizationAdminPage />} />
          <Route path={ADMIN_PATH_PREFIX} element={<portal.RequireAdmin />}>
            <Route index element={<Navigate to={paths.adminDashboard} replace />} />
            <Route path={paths.adminDashboard} element={<portal.AdminDashboardPage />} />
            <Route path={paths.adminDocumentReview} element={<portal.DocumentReviewPage />} />
            <Route path={paths.adminOrganizationApproval} element={<portal.OrganizationApprovalPage />} />
            <Route path={paths.adminUsers} element={<portal.AdminUsersPage />} />
            <Route path={paths.adminOrganizations} element={<portal.AdminOrganizationsPage />} />
            <Route path={paths.adminModules} element={<portal.AdminModulesPage />} />
            <Route path={paths.adminSettings} element={<portal.AdminSettingsPage />} />
            <Route path={paths.adminAudit} element={<portal.AdminAuditLogPage />} />
            <Route path="*" element={<portal.AdminNotFoundPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
