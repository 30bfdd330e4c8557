import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const FeedbackPage = lazyScreen(
  () => import('./features/feedback/FeedbackPage.tsx'),
  (screen) => screen.FeedbackPage,
);
const OwnProfilePage = lazyScreen(
  () => import('./features/profile/OwnProfilePage.tsx'),
  (screen) => screen.OwnProfilePage,
);
const PublicProfilePage = lazyScreen(
  () => import('./features/profile/PublicProfilePage.tsx'),
  (screen) => screen.PublicProfilePage,
);
const ProfileSectionPage = lazyScreen(
  () => import('./features/profile-sections/ProfileSectionPage.tsx'),
  (screen) => screen.ProfileSectionPage,
);
const RegistrationPage = lazyScreen(
  () => import('./features/registration/RegistrationPage.tsx'),
  (screen) => screen.RegistrationPage,
);

/** Every route this remote owns: /profile, /profile/{name_slug} and the registration wizard. */
export function ProfileRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/profile" element={<OwnProfilePage />} />
        <Route path="/profile/:slug" element={<PublicProfilePage />} />
        <Route path="/profile/:slug/:section" element={<ProfileSectionPage />} />
        <Route path="/registration" element={<RegistrationPage />} />
        <Route path="/feedback" element={<FeedbackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
