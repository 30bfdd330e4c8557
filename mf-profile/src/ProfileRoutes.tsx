import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { FeedbackPage } from './features/feedback/FeedbackPage.tsx';
import { OwnProfilePage } from './features/profile/OwnProfilePage.tsx';
import { PublicProfilePage } from './features/profile/PublicProfilePage.tsx';
import { ProfileSectionPage } from './features/profile-sections/ProfileSectionPage.tsx';
import { RegistrationPage } from './features/registration/RegistrationPage.tsx';

/** Every route this remote owns: /profile, /profile/{name_slug} and the registration wizard. */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<OwnProfilePage />} />
      <Route path="/profile/:slug" element={<PublicProfilePage />} />
      <Route path="/profile/:slug/:section" element={<ProfileSectionPage />} />
      <Route path="/registration" element={<RegistrationPage />} />
      <Route path="/feedback" element={<FeedbackPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
