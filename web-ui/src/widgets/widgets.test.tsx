import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../context';
import { Breadcrumbs } from './Breadcrumbs';
import { ProgressSteps } from './ProgressSteps';
import { Share } from './Share';
import { StatCard } from './StatCard';
import { Tabs, tabStorageKey } from './Tabs';

const tabs = [
  { label: 'Plan', content: <p>plan panel</p> },
  { label: 'Card', content: <p>card panel</p> },
];

describe('Tabs', () => {
  it('remembers the selected tab per group name in local storage', async () => {
    const { unmount } = render(<Tabs name="billing" tabs={tabs} />);
    expect(screen.getByText('plan panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Card' }));
    expect(screen.getByText('card panel')).toBeInTheDocument();
    expect(window.localStorage.getItem(tabStorageKey('billing'))).toBe('1');
    unmount();
    render(<Tabs name="billing" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    render(<Tabs name="other" tabs={tabs} />);
    expect(screen.getAllByRole('tab', { name: 'Plan' })[1]).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('ignores a stored index out of range', () => {
    window.localStorage.setItem(tabStorageKey('billing'), '7');
    render(<Tabs name="billing" tabs={tabs} />);
    expect(screen.getByText('plan panel')).toBeInTheDocument();
  });
});

describe('Breadcrumbs and progress steps', () => {
  it('links every crumb but the current page, through the app router', async () => {
    const navigate = jest.fn();
    render(
      <UiProvider value={{ navigate }}>
        <Breadcrumbs items={[{ label: 'Account', url: '/account' }, { label: 'Password' }]} />
      </UiProvider>,
    );
    expect(screen.getByText('Password')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(navigate).toHaveBeenCalledWith('/account');
  });

  it('marks completed steps and the current one', () => {
    render(
      <ProgressSteps
        items={[
          { label: 'Sign up', completed: true },
          { label: 'Setup Profile' },
          { label: 'Add calendar' },
        ]}
      />,
    );
    expect(screen.getByText('Setup Profile').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('(completed)')).toBeInTheDocument();
  });
});

describe('StatCard and Share', () => {
  it('shows a value, or a loading state', () => {
    const { rerender } = render(<StatCard label="Accounts" value="1.5k" change={12} />);
    expect(screen.getByText('1.5k')).toBeInTheDocument();
    expect(screen.getByText('+12%')).toBeInTheDocument();
    rerender(<StatCard label="Accounts" value="1.5k" loading />);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('links Facebook, Twitter, LinkedIn and email', () => {
    render(<Share url="https://tongshu.test/?ref=abc" text="Tongshu" />);
    const href = (name: string) =>
      screen.getByRole('link', { name: `Share on ${name}` }).getAttribute('href');
    expect(href('Facebook')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftongshu.test%2F%3Fref%3Dabc',
    );
    expect(href('Twitter')).toContain(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Ftongshu.test',
    );
    expect(href('LinkedIn')).toContain('https://www.linkedin.com/sharing/share-offsite/?url=');
    expect(href('Email')).toMatch(/^mailto:\?subject=Tongshu&body=Tongshu%20https/);
  });
});
