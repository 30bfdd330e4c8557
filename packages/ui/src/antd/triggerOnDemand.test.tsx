import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import DropdownOnDemand from './dropdownOnDemand.ts';
import PopconfirmOnDemand from './popconfirmOnDemand.ts';
import PopoverOnDemand from './popoverOnDemand.ts';
import TooltipOnDemand from './tooltipOnDemand.ts';

const LOADING = { timeout: 8000 };

test('a click-opened menu shows its child alone until clicked, then opens with the focus still on its button', async () => {
  const picked: string[] = [];
  render(
    <DropdownOnDemand trigger={['click']} menu={{ items: [{ key: 'logout', label: 'Logout' }], onClick: ({ key }) => picked.push(key) }}>
      <button type="button">Settings</button>
    </DropdownOnDemand>,
  );
  const button = screen.getByRole('button', { name: 'Settings' });
  expect(screen.queryByRole('menuitem')).toBeNull();

  button.focus();
  await userEvent.keyboard('{Enter}');
  const logout = await screen.findByRole('menuitem', { name: 'Logout' }, LOADING);
  expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
  await userEvent.click(logout);
  expect(picked).toEqual(['logout']);
});

test('a tooltip loads when its child is first pointed at, and shows', async () => {
  render(
    <TooltipOnDemand title="Unread messages">
      <button type="button">Chat</button>
    </TooltipOnDemand>,
  );
  expect(screen.queryByRole('tooltip')).toBeNull();
  await userEvent.hover(screen.getByRole('button', { name: 'Chat' }));
  expect(await screen.findByRole('tooltip', undefined, LOADING)).toHaveTextContent('Unread messages');
});

test('a confirmation the application opens itself shows without a gesture, and its answers reach the application', async () => {
  let confirmed = false;
  render(
    <PopconfirmOnDemand open title="Delete this post?" onConfirm={() => (confirmed = true)}>
      <button type="button">Delete</button>
    </PopconfirmOnDemand>,
  );
  expect(await screen.findByText('Delete this post?', undefined, LOADING)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(confirmed).toBe(true));
});

test("a child's own handlers still run before the popup's code has arrived", async () => {
  const clicks: string[] = [];
  render(
    <DropdownOnDemand trigger={['click']} menu={{ items: [{ key: 'one', label: 'One' }] }}>
      <button type="button" onClick={() => clicks.push('own')}>
        More
      </button>
    </DropdownOnDemand>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(clicks).toEqual(['own']);
  expect(await screen.findByRole('menuitem', { name: 'One' }, LOADING)).toBeInTheDocument();
});

test('a popover the application controls is asked to open by the gesture that woke it', async () => {
  function Controlled() {
    const [open, setOpen] = useState(false);
    return (
      <PopoverOnDemand trigger="click" open={open} onOpenChange={setOpen} content="Latest notifications">
        <button type="button">Notifications</button>
      </PopoverOnDemand>
    );
  }
  render(<Controlled />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('Latest notifications', undefined, LOADING)).toBeInTheDocument();
});
