import { BrowserRouter } from '@trellis/shared/router';
import { ProfileRoutes } from './ProfileRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <ProfileRoutes />
    </BrowserRouter>
  );
}
