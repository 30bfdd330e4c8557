import { BrowserRouter } from '@trellis/shared/router';
import { AiRoutes } from './AiRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AiRoutes />
    </BrowserRouter>
  );
}
