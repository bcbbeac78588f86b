import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { ADMIN_PATH_PREFIX, paths } from '../paths';
import { RouteErrorBoundary } from './error-boundary';
import { publicPageRoutes } from './page-routes';
import * as portal from './portal/portal-pages';
import { NotFoundPage } from './routes/not-found-page';
import { LocationVerificationPage, PublicVerificationPage } from './routes/public-verification-route';
import { SiteLayout } from './shell/site-layout';

/**
 * The site's routes. Features are composed here and in `routes/` (the beta form into the product pages)
 * so that no feature imports another. `SiteLayout` shows the public header and footer, or hides them on
 * the app-like pages of spec §2 (see `isAppPath`). Every route's element has its own error boundary
 * (`guarded`), so a page that fails shows its message inside the site's frame, never a blank page.
 */
const guarded = (element: ReactNode, landmark?: 'main') => (
  <RouteErrorBoundary landmark={landmark}>{element}</RouteErrorBoundary>
);

function LoginRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.signIn}${search}${hash}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={guarded(<HomePage />)} />
        {publicPageRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={guarded(<Page />)} />
        ))}
        <Route path={paths.signIn} element={guarded(<portal.SignInPage />)} />
        {/* The address people type for signing in (issue 40): the sign-in page, keeping ?next= and the rest. */}
        <Route path="/login" element={<LoginRedirect />} />
        <Route path={paths.register} element={guarded(<portal.RegisterPage />)} />
        <Route path={paths.confirmRegistration} element={guarded(<portal.ConfirmRegistrationPage />)} />
        <Route path={paths.forgotPassword} element={guarded(<portal.ForgotPasswordPage />)} />
        <Route element={guarded(<portal.PortalLayout />, 'main')}>
          <Route path={paths.dashboard} element={guarded(<portal.DashboardPage />)} />
          <Route path={paths.account} element={guarded(<portal.AccountPage />)} />
          <Route path={paths.documentUpload} element={guarded(<portal.DocumentUploadPage />)} />
          <Route path={paths.continuingEducation} element={guarded(<portal.ContinuingEducationPage />)} />
          <Route path={paths.bookrxNetwork} element={guarded(<portal.BookrxNetworkPage />)} />
          <Route path={paths.createOrganization} element={guarded(<portal.CreateOrganizationPage />)} />
          <Route path={paths.organizationAdmin} element={guarded(<portal.OrganizationAdminPage />)} />
          <Route path={ADMIN_PATH_PREFIX} element={guarded(<portal.RequireAdmin />)}>
            <Route index element={<Navigate to={paths.adminDashboard} replace />} />
            <Route path={paths.adminDashboard} element={guarded(<portal.AdminDashboardPage />)} />
            <Route path={paths.adminDocumentReview} element={guarded(<portal.DocumentReviewPage />)} />
            <Route path={paths.adminOrganizationApproval} element={guarded(<portal.OrganizationApprovalPage />)} />
            <Route path={paths.adminUsers} element={guarded(<portal.AdminUsersPage />)} />
            <Route path={paths.adminOrganizations} element={guarded(<portal.AdminOrganizationsPage />)} />
            <Route path={paths.adminModules} element={guarded(<portal.AdminModulesPage />)} />
            <Route path={paths.adminSettings} element={guarded(<portal.AdminSettingsPage />)} />
            <Route path={paths.adminAudit} element={guarded(<portal.AdminAuditLogPage />)} />
            <Route path={paths.adminExtensionOrders} element={guarded(<portal.AdminExtensionOrdersPage />)} />
            <Route path="*" element={guarded(<portal.AdminNotFoundPage />)} />
          </Route>
        </Route>
        <Route path={paths.verification} element={guarded(<PublicVerificationPage />)} />
        <Route path={paths.locationVerification} element={guarded(<LocationVerificationPage />)} />
        <Route path="*" element={guarded(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
