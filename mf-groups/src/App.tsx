import { BrowserRouter } from 'react-router-dom';
import { GroupsRoutes } from './GroupsRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <GroupsRoutes />
    </BrowserRouter>
  );
}
