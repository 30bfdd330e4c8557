import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { OrganizationPage } from './features/organizations/OrganizationPage.tsx';
import { OrganizationsPage } from './features/organizations/OrganizationsPage.tsx';

/** Every route this remote owns: the organizations for now; circles, events, jobs, posts and resources follow. */
export function GroupsRoutes() {
  return (
    <Routes>
      <Route path="/org" element={<OrganizationsPage />} />
      <Route path="/org/:slug" element={<OrganizationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
