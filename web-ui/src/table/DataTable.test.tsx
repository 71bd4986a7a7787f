import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type RowActions } from './DataTable';
import { formatStamp } from './formatStamp';

const users = [
  { id: 'u1', name: 'Ann Lee', email: 'ann@example.com', permission: 'owner', logins: 12 },
  { id: 'u2', name: 'Bo Chen', email: 'bo@example.com', permission: 'user', logins: 3 },
  { id: 'u3', name: 'Cy Wong', email: 'cy@tongshu.test', permission: 'admin', logins: 100 },
];

const columns = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'permission', label: 'Permission' },
  { key: 'logins', label: 'Logins' },
];

/** The users with row actions, each named by the row's email. */
const renderWithActions = (actions: RowActions<(typeof users)[number]>) =>
  render(
    <DataTable data={users} columns={columns} rowLabel={(row) => row.email} actions={actions} />,
  );

const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows every row with its columns', () => {
    render(<DataTable data={users} columns={columns} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Permission',
      'Logins',
    ]);
    expect(firstCells()).toEqual(['Ann Lee', 'Bo Chen', 'Cy Wong']);
  });

  it('derives columns from the first row when none are given', () => {
    render(<DataTable data={[{ year: 2026, month: 1, count: 4 }]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Year',
      'Month',
      'Count',
    ]);
  });

  it('searches every cell, case-insensitively', async () => {
    render(<DataTable data={users} columns={columns} search />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'TONGSHU');
    expect(firstCells()).toEqual(['Cy Wong']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'user');
    expect(firstCells()).toEqual(['Bo Chen']);
  });

  it('searches what the cells show, not the stored values behind them', async () => {
    const accounts = [
      { id: 'a1', plan: 'pro', active: 1, internal: false },
      { id: 'a2', plan: 'free', active: 0, internal: false },
    ];
    const shown = [
      {
        key: 'plan',
        label: 'Plan',
        render: (row: (typeof accounts)[number]) => `${row.plan === 'pro' ? 'Pro' : 'Free'} Plan`,
      },
      {
        key: 'active',
        label: 'Status',
        render: (row: (typeof accounts)[number]) => (
          <strong>{row.active ? 'Active' : 'Cancelled'}</strong>
        ),
      },
    ];
    render(<DataTable data={accounts} columns={shown} search />);
    await userEvent.type(screen.getByRole('searchbox'), 'pro plan');
    expect(bodyRows()).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'cancelled');
    expect(firstCells()).toEqual(['Free Plan']);
    await userEvent.clear(screen.getByRole('searchbox'));
    // Neither a hidden field nor a stored value the page does not show is matched.
    await userEvent.type(screen.getByRole('searchbox'), 'false');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it("shows 'No results found' when a search matches nothing", async () => {
    render(<DataTable data={users} columns={columns} search />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it("shows 'No items in list' when the list is empty", () => {
    render(<DataTable data={[]} columns={columns} search />);
    expect(screen.getByText('No items in list')).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('sorts a column ascending, then descending, numbers as numbers', async () => {
    render(<DataTable data={users} columns={columns} />);
    const logins = screen.getByRole('button', { name: 'Logins' });
    await userEvent.click(logins);
    expect(firstCells()).toEqual(['Bo Chen', 'Ann Lee', 'Cy Wong']);
    expect(screen.getByRole('columnheader', { name: 'Logins' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(logins);
    expect(firstCells()).toEqual(['Cy Wong', 'Ann Lee', 'Bo Chen']);
    expect(screen.getByRole('columnheader', { name: 'Logins' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Permission' }));
    expect(firstCells()).toEqual(['Cy Wong', 'Ann Lee', 'Bo Chen']);
    expect(screen.getByRole('columnheader', { name: 'Logins' })).not.toHaveAttribute('aria-sort');
  });

  it('runs row actions with their row', async () => {
    const edit = jest.fn();
    const remove = jest.fn();
    const email = jest.fn();
    const impersonate = jest.fn();
    renderWithActions({
      edit,
      delete: remove,
      email,
      custom: [{ label: 'Impersonate', icon: 'user', action: impersonate }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit bo@example.com' }));
    expect(edit).toHaveBeenCalledWith(users[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete cy@tongshu.test' }));
    expect(remove).toHaveBeenCalledWith(users[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Email ann@example.com' }));
    expect(email).toHaveBeenCalledWith(users[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate ann@example.com' }));
    expect(impersonate).toHaveBeenCalledWith(users[0]);
  });

  it('shows no actions on rows they are not allowed for', () => {
    renderWithActions({
      edit: jest.fn(),
      delete: jest.fn(),
      allowed: (row) => row.permission !== 'owner',
    });
    expect(screen.queryByRole('button', { name: 'Edit ann@example.com' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ann@example\.com/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit bo@example.com' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete cy@tongshu.test' })).toBeVisible();
  });

  it('renders custom cells', () => {
    render(
      <DataTable
        data={users}
        columns={[{ key: 'name', label: 'Name', render: (row) => <strong>{row.name}</strong> }]}
      />,
    );
    expect(screen.getByText('Ann Lee').tagName).toBe('STRONG');
  });

  it("shows stored timestamps to the minute on the viewer's clock (UTC text without a zone)", () => {
    expect(formatStamp('2026-11-24T09:30:12.000Z', 'UTC')).toBe('2026-11-24 09:30');
    expect(formatStamp('2026-11-24T09:30:12.000Z', 'Europe/Berlin')).toBe('2026-11-24 10:30');
    expect(formatStamp('2026-11-24 09:30:12', 'Asia/Shanghai')).toBe('2026-11-24 17:30');
    expect(formatStamp('2026-07-01T23:59:00+02:00', 'UTC')).toBe('2026-07-01 21:59');
    expect(formatStamp('2026-11-24T09:30:12.000Z', 'Mars/Olympus')).toBe('2026-11-24 09:30 UTC');
    expect(formatStamp(null)).toBe('');
    expect(formatStamp(undefined)).toBe('');
  });
});
