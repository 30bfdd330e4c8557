import { BrowserRouter } from '@trellis/ui/router';
import { ProfileRoutes } from './ProfileRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <ProfileRoutes />
    </BrowserRouter>
  );
}
