import { render, screen, waitFor } from '@testing-library/react';
import DrawerOnDemand from './drawerOnDemand.ts';

test('a drawer never opened renders nothing; opened, it shows once its code has arrived, and closes again', async () => {
  const { rerender } = render(
    <DrawerOnDemand open={false} title="Menu">
      Entries
    </DrawerOnDemand>,
  );
  expect(screen.queryByText('Entries')).toBeNull();

  rerender(
    <DrawerOnDemand open title="Menu">
      Entries
    </DrawerOnDemand>,
  );
  expect(await screen.findByText('Entries', undefined, { timeout: 8000 })).toBeVisible();
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  rerender(
    <DrawerOnDemand open={false} title="Menu">
      Entries
    </DrawerOnDemand>,
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: 8000 });
});
