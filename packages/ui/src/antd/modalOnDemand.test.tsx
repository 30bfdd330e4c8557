import { render, screen, waitFor } from '@testing-library/react';
import ModalOnDemand from './modalOnDemand.ts';

test('a modal never opened renders nothing; opened, it shows once its code has arrived, and closes again', async () => {
  const { rerender } = render(
    <ModalOnDemand open={false} title="Share Post" footer={null}>
      Copy the link
    </ModalOnDemand>,
  );
  expect(screen.queryByText('Copy the link')).toBeNull();

  rerender(
    <ModalOnDemand open title="Share Post" footer={null}>
      Copy the link
    </ModalOnDemand>,
  );
  // The opening animation does not run here, so the dialog is found by its role and words rather than its visibility.
  expect(await screen.findByRole('dialog', { name: 'Share Post' }, { timeout: 8000 })).toHaveTextContent('Copy the link');

  rerender(
    <ModalOnDemand open={false} title="Share Post" footer={null}>
      Copy the link
    </ModalOnDemand>,
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Post' })).toBeNull(), { timeout: 8000 });
});
