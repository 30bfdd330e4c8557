import { BrowserRouter } from '@trellis/shared/router';
import { CommerceRoutes } from './CommerceRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <CommerceRoutes />
    </BrowserRouter>
  );
}
