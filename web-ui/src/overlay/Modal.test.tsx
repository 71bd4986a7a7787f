import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../context';
import { Modal } from './Modal';

describe('Modal', () => {
  it('shows nothing while closed', () => {
    render(<Modal open={false} title="Close Your Account" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers one way out of an informational modal: its button, no Cancel beside it', () => {
    render(
      <Modal open informational title="Intro" buttonText="Close" onCancel={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows its title, text and button', () => {
    render(<Modal open title="Close Your Account" text="Are you sure?" buttonText="Close" />);
    expect(screen.getByRole('dialog', { name: 'Close Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('a backdrop click cancels: the close callback does not run', async () => {
    const onClose = jest.fn();
    const onCancel = jest.fn();
    render(<Modal open title="Delete" onClose={onClose} onCancel={onCancel} />);
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a click inside the dialog does not cancel', async () => {
    const onCancel = jest.fn();
    render(<Modal open title="Delete" text="Inside" onCancel={onCancel} />);
    await userEvent.click(screen.getByText('Inside'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Escape and the close button cancel too', async () => {
    const onCancel = jest.fn();
    const onClose = jest.fn();
    render(<Modal open title="Delete" onCancel={onCancel} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside while open and gives focus back when it closes', async () => {
    function Host({ open }: { readonly open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          <Modal open={open} title="Delete" onCancel={() => undefined} />
        </>
      );
    }
    const { rerender } = render(<Host open={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(<Host open />);
    const controls = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(controls).toHaveLength(3);
    const [first, , last] = controls;
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    rerender(<Host open={false} />);
    expect(opener).toHaveFocus();
  });

  it('the button closes it without cancelling', async () => {
    const onClose = jest.fn();
    const onCancel = jest.fn();
    render(
      <Modal open title="Delete" buttonText="Delete User" onClose={onClose} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('sends its form and closes with the response', async () => {
    const request = jest.fn(async () => ({ message: 'Invite sent to a@b.co' }));
    const onClose = jest.fn();
    render(
      <UiProvider value={{ request }}>
        <Modal
          open
          title="Invite Users"
          buttonText="Send Invite"
          url="/api/invite"
          method="POST"
          form={{ email: { type: 'email', label: 'Email', required: true } }}
          onClose={onClose}
        />
      </UiProvider>,
    );
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ message: 'Invite sent to a@b.co' }));
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/api/invite', body: { email: 'a@b.co' } }),
    );
  });
});
