import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { UserMenu } from './UserMenu';

const ENTRIES = [
  { label: 'Profile', to: '/account', icon: 'user' },
  { label: 'Billing', to: '/account/billing', icon: 'card' },
] as const;

function renderMenu(onSignOut = jest.fn()) {
  render(
    <MemoryRouter>
      <UserMenu name="Ada Wong" entries={ENTRIES} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Ada Wong' });
}

describe('UserMenu by keyboard', () => {
  it('opens on Enter with its first item focused, moves by arrows, closes on Escape', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Billing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Signout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Signout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from its last item', async () => {
    const onSignOut = jest.fn();
    const button = renderMenu(onSignOut);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes on a click elsewhere', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    expect(screen.getByRole('menu', { name: 'Ada Wong' })).toBeVisible();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
