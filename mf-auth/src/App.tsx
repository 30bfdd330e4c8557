import { BrowserRouter } from '@trellis/shared/router';
import { AuthRoutes } from './AuthRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
