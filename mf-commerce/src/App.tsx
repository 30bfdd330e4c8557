import { BrowserRouter } from 'react-router-dom';
import { CommerceRoutes } from './CommerceRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <CommerceRoutes />
    </BrowserRouter>
  );
}
