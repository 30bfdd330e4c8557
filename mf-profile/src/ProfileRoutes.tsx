import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { OwnProfilePage } from './features/profile/OwnProfilePage.tsx';
import { PublicProfilePage } from './features/profile/PublicProfilePage.tsx';

/** Every route this remote owns: /profile and /profile/{name_slug} for now; sub-pages and the wizard follow. */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<OwnProfilePage />} />
      <Route path="/profile/:slug" element={<PublicProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
