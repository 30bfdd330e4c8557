import { BrowserRouter } from '@trellis/shared/router';
import { AdminRoutes } from './AdminRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  );
}
