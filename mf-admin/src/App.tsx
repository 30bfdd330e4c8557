import { BrowserRouter } from 'react-router-dom';
import { AdminRoutes } from './AdminRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  );
}
