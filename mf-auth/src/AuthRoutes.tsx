import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { LoginPage } from './features/login/LoginPage.tsx';

/** Every route this remote owns: /login for now; signup, verification and password screens follow. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
