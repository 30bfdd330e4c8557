import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useMessage from './useMessageOnDemand.ts';
import useModal from './useModalOnDemand.ts';
import { holderHookOnDemand } from './holderHookOnDemand.ts';

const importMessage = () => import('antd/es/message/useMessage');

function Toaster() {
  const [message, holder] = useMessage();
  return (
    <>
      {holder}
      <button
        onClick={() => {
          void message.success('Saved');
          void message.info('Shared');
        }}
      >
        Save
      </button>
    </>
  );
}

test('toasts asked for before the message code arrives each show once, in order, and later ones at once', async () => {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved', undefined, { timeout: 8000 })).toBeVisible();
  expect(await screen.findByText('Shared', undefined, { timeout: 8000 })).toBeVisible();
  const order = screen.getAllByText(/Saved|Shared/).map((toast) => toast.textContent);
  expect(order).toEqual(['Saved', 'Shared']);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2), { timeout: 8000 });
  expect(screen.getAllByText('Shared')).toHaveLength(2);
});

function Leaver({ onChoice }: { onChoice: (confirmed: unknown) => void }) {
  const [modal, holder] = useModal();
  return (
    <>
      {holder}
      <button onClick={() => void modal.confirm({ title: 'Leave the group?', okText: 'Leave' }).then(onChoice, () => onChoice('failed'))}>
        Leave
      </button>
    </>
  );
}

test('a confirm asked for before the modal code arrives opens once and answers the choice made in it', async () => {
  const user = userEvent.setup();
  const onChoice = vi.fn();
  render(<Leaver onChoice={onChoice} />);
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Leave' }));
  const dialog = await screen.findByRole('dialog', undefined, { timeout: 8000 });
  expect(dialog).toHaveTextContent('Leave the group?');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(onChoice).toHaveBeenCalledWith(true), { timeout: 8000 });
});

test('when the message code cannot be fetched, the toasts wait and the next one fetches it again', async () => {
  const user = userEvent.setup();
  const failure = new Error('Loading chunk failed');
  const load = vi.fn<() => ReturnType<typeof importMessage>>().mockRejectedValueOnce(failure).mockImplementation(importMessage);
  const useFlakyMessage = holderHookOnDemand(load, ['success']);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function FlakyToaster() {
    const [message, holder] = useFlakyMessage();
    return (
      <>
        {holder}
        <button onClick={() => void message.success('Saved')}>Save</button>
      </>
    );
  }
  render(<FlakyToaster />);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure), { timeout: 8000 });
  expect(screen.queryByText('Saved')).toBeNull();
  consoleError.mockRestore();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2), { timeout: 8000 });
  expect(load).toHaveBeenCalledTimes(2);
});
