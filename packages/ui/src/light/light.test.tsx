import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Checkbox, ErrorAlert, PasswordField, TextField } from '@trellis/ui/light';
import { LightTheme, lightThemeVars } from '@trellis/ui/root';

afterEach(cleanup);

describe('light form components', () => {
  it('labels a field and ties its error message to the input', () => {
    render(<TextField label="Email" error="Please enter your e-mail" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your e-mail');
  });

  it('leaves a valid field without error attributes', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('focuses an autofocus field after the frame that shows it, not inside the render', async () => {
    render(<TextField label="Email" autoFocus />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveFocus();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('leaves the focus where the visitor put it before an autofocus field took it', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <PasswordField label="Password" autoFocus />
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(elsewhere).toHaveFocus();
  });

  it('shows and hides a password from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret');
    expect(input).toHaveAttribute('type', 'password');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ticks a checkbox by its words', async () => {
    const user = userEvent.setup();
    render(<Checkbox>Subscribe to our newsletter</Checkbox>);
    await user.click(screen.getByText('Subscribe to our newsletter'));
    expect(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' })).toBeChecked();
  });

  it('takes no click while loading and says it is busy', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    const { rerender } = render(
      <Button primary loading onClick={clicked}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(clicked).not.toHaveBeenCalled();
    rerender(
      <Button primary onClick={clicked}>
        Login
      </Button>,
    );
    await user.click(button);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('announces a server error and shows nothing without one', () => {
    const { rerender } = render(<ErrorAlert message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ErrorAlert message="Wrong e-mail or password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it("hands the site's colours to the components below it, with a readable link colour", () => {
    render(
      <LightTheme colours={{ primary: '#0f766e' }}>
        <Button>Login</Button>
      </LightTheme>,
    );
    const root = screen.getByRole('button', { name: 'Login' }).closest('.tl-root') as HTMLElement;
    expect(root.style.getPropertyValue('--tl-primary')).toBe('#0f766e');
    expect(lightThemeVars(null)).toMatchObject({ '--tl-text': 'rgba(0, 0, 0, 0.88)' });
    expect(lightThemeVars({ primary: '#ffc0cb' })).not.toMatchObject({ '--tl-link': '#ffc0cb' });
  });
});
