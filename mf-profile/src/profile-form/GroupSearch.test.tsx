import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, StubShell } from '@trellis/test-kit';
import { DEMO_PASSWORD, setUpScreenTests } from '../testing/renderProfileRoute.tsx';
import { GroupNameInput } from './GroupNameInput.tsx';
import { InstitutionSelect } from './InstitutionSelect.tsx';

const SETTLES = { timeout: 8000 };

/** A picker as a form holds it: its value kept, and shown beside it. */
function Held({ picker, stored }: { picker: 'institution' | 'work'; stored?: { id: number; name: string } }) {
  const [id, setId] = useState<number | null>(stored?.id ?? null);
  const [name, setName] = useState('');
  return (
    <StubShell>
      <SWRConfig value={{ provider: () => new Map() }}>
        <label htmlFor="picker">Picker</label>
        {picker === 'institution' ? (
          <InstitutionSelect id="picker" value={id} onChange={setId} knownName={stored?.name} />
        ) : (
          <GroupNameInput id="picker" searchType="all_group" value={name} onChange={setName} />
        )}
        <output>Held: {picker === 'institution' ? String(id) : name}</output>
      </SWRConfig>
    </StubShell>
  );
}

/** A key pressed in a picker; antd's select reads the key code, which user-event leaves out. */
const KEY_CODES = { ArrowDown: 40, Enter: 13 } as const;
const press = (target: HTMLElement, key: keyof typeof KEY_CODES) =>
  fireEvent.keyDown(target, { key, code: key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });

describe('group search pickers', () => {
  setUpScreenTests();

  it('finds institutions from the second character, picks one with the keyboard, and offers to add an unknown one', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    render(<Held picker="institution" />);
    const actor = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: 'Picker' });
    await actor.click(box);
    expect(await screen.findByText('Type at least 2 characters to search institutions.', undefined, SETTLES)).toBeInTheDocument();
    await actor.type(box, 'w');
    expect(screen.getByText('Type at least 2 characters to search institutions.')).toBeInTheDocument();
    await actor.type(box, 'estlake');
    expect(
      await screen.findByText('Westlake State University', { selector: '.ant-select-item-option-content' }, SETTLES),
    ).toBeInTheDocument();
    press(box, 'ArrowDown');
    press(box, 'Enter');
    await waitFor(() => expect(screen.getByText(/^Held: \d+$/)).toBeInTheDocument());
    // The picked institution shows by name once the search is over.
    expect(screen.getByTitle('Westlake State University')).toBeInTheDocument();

    await actor.type(box, 'Qzxv Academy');
    expect(await screen.findByText('Add "Qzxv Academy"', { selector: '.ant-select-item-option-content' }, SETTLES)).toBeInTheDocument();
  }, 60_000);

  it('shows the institution a profile already holds by its name before any search', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    render(<Held picker="institution" stored={{ id: 4321, name: 'Westlake State University' }} />);
    expect(screen.getByTitle('Westlake State University')).toBeInTheDocument();
    expect(screen.queryByText('4321')).not.toBeInTheDocument();
  });

  it('suggests every kind of group by name for a workplace, and keeps a name typed freely', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    render(<Held picker="work" />);
    const actor = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: 'Picker' });
    await actor.type(box, 'First-Gen');
    const option = await screen.findByText('First-Gen Professionals', { selector: '.ant-select-item-option-content > span' }, SETTLES);
    expect(option).toHaveTextContent('First-Gen Professionals · circle');
    press(box, 'ArrowDown');
    press(box, 'Enter');
    await waitFor(() => expect(screen.getByText('Held: First-Gen Professionals')).toBeInTheDocument());

    await actor.clear(box);
    await actor.type(box, 'Qzxv Bakery');
    expect(await screen.findByText('No organizations and groups found.', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('Held: Qzxv Bakery')).toBeInTheDocument();
  }, 60_000);

  it('says in words when the search cannot be run', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    connectApiServer('http://127.0.0.1:1');
    try {
      render(<Held picker="institution" />);
      const actor = userEvent.setup({ delay: null });
      await actor.type(screen.getByRole('combobox', { name: 'Picker' }), 'West');
      expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent(
        MESSAGES.profileForm.couldNotFetchInstitution,
      );
    } finally {
      connectApiServer(inject('apiUrl'));
    }
  }, 60_000);
});
