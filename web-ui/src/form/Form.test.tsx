import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import {
  RequestError,
  UiProvider,
  type UiContextValue,
  type UiRequest,
  type UiResponse,
} from '../context';
import { CANNOT_CONFIRM, Form } from './Form';
import type { CardFieldProps, PaymentAdapter } from './payment';
import type { FieldDefs } from './types';

function renderForm(ui: ReactNode, context: UiContextValue = {}) {
  return render(<UiProvider value={context}>{ui}</UiProvider>);
}

const contactFields: FieldDefs = {
  name: {
    type: 'text',
    label: 'Your Name',
    required: true,
    errorMessage: 'Please enter your name',
  },
  email: {
    type: 'email',
    label: 'Email',
    required: true,
    errorMessage: 'Please enter your email address',
  },
  message: {
    type: 'textarea',
    label: 'Message',
    required: true,
    errorMessage: 'Please enter a message',
  },
};

describe('Form', () => {
  it('renders every field type of section 5', () => {
    renderForm(
      <Form
        columns={6}
        fields={{
          heading: { type: 'header', label: 'About you' },
          text: { type: 'text', label: 'Text' },
          textarea: { type: 'textarea', label: 'Textarea' },
          email: { type: 'email', label: 'Email' },
          number: { type: 'number', label: 'Number' },
          url: { type: 'url', label: 'Url' },
          date: { type: 'date', label: 'Date' },
          time: { type: 'time', label: 'Time' },
          secret: { type: 'hidden', value: 'x' },
          phone: { type: 'phone', label: 'Phone' },
          password: { type: 'password', label: 'Password' },
          token: { type: 'creditcard', label: 'Card' },
          radio: { type: 'radio', label: 'Radio', options: ['Yes', 'No'] },
          select: { type: 'select', label: 'Select', options: ['One', 'Two'] },
          checkbox: { type: 'checkbox', label: 'Checkbox', options: ['A', 'B'] },
          selector: { type: 'selector', label: 'Selector', options: ['Left', 'Right'] },
          switch: { type: 'switch', label: 'Switch' },
          more: { type: 'link', label: 'Read more', url: '/terms' },
          file: { type: 'file', label: 'File' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    for (const label of ['Text', 'Textarea', 'Email', 'Number', 'Url', 'Date', 'Time']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('radio', { name: /Yes|No/ })).toHaveLength(2);
    expect(screen.getByLabelText('Select')).toHaveValue('unselected');
    expect(screen.getByRole('option', { name: 'Please Select' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Left' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Switch' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/terms');
    expect(screen.getByLabelText('File')).toHaveAttribute('type', 'file');
    // No payment adapter: no card field; hidden fields draw nothing.
    expect(screen.queryByText('Card')).not.toBeInTheDocument();
  });

  it('shows a time as HH:MM on a 24-hour clock whatever the browser locale (spec section 9)', async () => {
    renderForm(<Form fields={{ at: { type: 'time', label: 'Time of Birth', value: '00:00' } }} />);
    const input = screen.getByLabelText('Time of Birth');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('00:00');
    expect(input).toHaveAttribute('placeholder', 'HH:MM (24 hour)');
  });

  it('blocks the submit and shows each message while required fields are empty', async () => {
    const request = jest.fn();
    renderForm(<Form fields={contactFields} url="/api/utility/mail" />, { request });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('clears a message once the value becomes valid', async () => {
    renderForm(<Form fields={contactFields} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.type(screen.getByLabelText(/Your Name/), 'Ann');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('checks a typed value when leaving the field', async () => {
    renderForm(<Form fields={{ email: { type: 'email', label: 'Email' } }} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@');
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends the values with the configured method and url, then reports success', async () => {
    const request = jest.fn(async (_req: UiRequest) => ({ message: 'Message Sent' }));
    const onSuccess = jest.fn();
    renderForm(
      <Form
        fields={{
          ...contactFields,
          plan: { type: 'hidden', value: 'free' },
          count: { type: 'number', label: 'Count' },
        }}
        method="POST"
        url="/api/utility/mail"
        buttonText="Send Message"
        onSuccess={onSuccess}
      />,
      { request },
    );
    await userEvent.type(screen.getByLabelText(/Your Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hello');
    await userEvent.type(screen.getByLabelText('Count'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      url: '/api/utility/mail',
      multipart: false,
      body: { name: 'Ann', email: 'ann@example.com', message: 'Hello', plan: 'free', count: 3 },
    });
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ message: 'Message Sent' });
    expect(screen.getByRole('button', { name: 'Send Message' }).closest('form')).toHaveAttribute(
      'data-state',
      'success',
    );
  });

  it('is loading while the request is out, and cannot be sent twice', async () => {
    let finish: (value: UiResponse) => void = () => undefined;
    const request = jest.fn(() => new Promise<UiResponse>((resolve) => (finish = resolve)));
    renderForm(<Form fields={{ note: { type: 'text', label: 'Note' } }} url="/x" />, { request });
    const button = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    expect(button.closest('form')).toHaveAttribute('data-state', 'loading');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => finish({}));
    expect(button.closest('form')).toHaveAttribute('data-state', 'success');
  });

  it('marks the field a server inputError names, with the server message and no general error', async () => {
    const onError = jest.fn();
    const request = jest.fn(async () => {
      throw new RequestError(409, 'An account with this email already exists', 'email');
    });
    renderForm(<Form fields={contactFields} url="/api/account" />, { request, onError });
    await userEvent.type(screen.getByLabelText(/Your Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('An account with this email already exists');
    expect(message.closest('[data-field]')).toHaveAttribute('data-field', 'email');
    expect(onError).not.toHaveBeenCalled();
    expect(message.closest('form')).toHaveAttribute('data-state', 'error');
  });

  it("hands other errors to the app's handler, or shows them when there is none", async () => {
    const glitch = new RequestError(500);
    const onError = jest.fn();
    const request = jest.fn(async () => {
      throw glitch;
    });
    const fields: FieldDefs = { note: { type: 'text', label: 'Note' } };
    const { unmount } = renderForm(<Form fields={fields} url="/x" />, { request, onError });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(glitch));
    unmount();

    renderForm(<Form fields={fields} url="/x" />, { request });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('There was a glitch in the matrix – please try again'),
    ).toBeInTheDocument();
  });

  it('a field with no value sends its default', async () => {
    const request = jest.fn(async () => ({}));
    renderForm(
      <Form
        fields={{ birth_time: { type: 'time', label: 'Time', default: '00:00' } }}
        url="/api/user"
        method="PATCH"
      />,
      { request },
    );
    await userEvent.clear(screen.getByLabelText('Time'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { birth_time: '00:00' } }),
    ]);
  });

  it('navigates to the redirect after success', async () => {
    const navigate = jest.fn();
    renderForm(<Form fields={{}} url="/x" redirect="/dashboard" />, {
      request: async () => ({}),
      navigate,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
  });

  it('lays fields on a grid of at most 6 columns', () => {
    const { container } = renderForm(
      <Form
        columns={9}
        fields={{ a: { type: 'text', label: 'A', span: 2 }, b: { type: 'text', label: 'B' } }}
      />,
    );
    const grid = container.querySelector('.tsu-form__grid') as HTMLElement;
    expect(grid.style.getPropertyValue('--tsu-form-columns')).toBe('6');
    const cells = container.querySelectorAll<HTMLElement>('.tsu-form__cell');
    expect(cells[0]?.style.gridColumn).toBe('span 2');
    expect(cells[1]?.style.gridColumn).toBe('span 6');
  });

  it('collects checkbox groups, switches and selectors', async () => {
    const request = jest.fn(async () => ({}));
    renderForm(
      <Form
        fields={{
          days: { type: 'checkbox', label: 'Days', options: ['Mon', 'Tue'], min: 1 },
          support: { type: 'switch', label: 'Support access' },
          plan: { type: 'selector', label: 'Plan', options: [{ value: 'pro', label: 'Pro' }] },
        }}
        url="/x"
      />,
      { request },
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tue' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Support access' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Pro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]).toEqual([
      expect.objectContaining({ body: { days: ['Tue'], support: true, plan: 'pro' } }),
    ]);
  });

  it('checks file fields on submit', async () => {
    renderForm(
      <Form fields={{ avatar: { type: 'file', label: 'Avatar', accept: ['png'], max: 1 } }} />,
    );
    const input = screen.getByLabelText('Avatar');
    await userEvent.upload(input, new File(['x'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await screen.findByText('cv.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('.pdf files are not allowed')).toBeInTheDocument();
  });
});

describe('Form card payments', () => {
  const signupFields: FieldDefs = {
    email: { type: 'email', label: 'Email', required: true },
    plan: {
      type: 'select',
      label: 'Plan',
      required: true,
      options: [
        { value: 'free', label: 'Free' },
        { value: 'pro', label: 'Pro Plan' },
      ],
      default: 'pro',
    },
    token: { type: 'creditcard', label: 'Credit Card', required: true },
  };

  function adapter(createToken: () => Promise<string>, confirmPayment = jest.fn()) {
    function CardField({ id, onReady }: CardFieldProps) {
      useEffect(() => {
        onReady({ createToken });
        return () => onReady(null);
      }, [onReady]);
      return <div id={id} data-testid="card-field" />;
    }
    return { CardField, confirmPayment } satisfies PaymentAdapter;
  }

  it('shows the card only for a plan that is not free, and sends its token', async () => {
    const request = jest.fn(async (_req: UiRequest) => ({ data: {} }));
    renderForm(<Form fields={signupFields} url="/api/account" />, {
      request,
      payment: adapter(async () => 'pm_card_visa'),
    });
    expect(screen.getByTestId('card-field')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Plan/), 'free');
    expect(screen.queryByTestId('card-field')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Plan/), 'pro');
    expect(screen.getByTestId('card-field')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]?.[0].body).toEqual({
      email: 'ann@example.com',
      plan: 'pro',
      token: 'pm_card_visa',
    });
  });

  it('sends no token for the free plan', async () => {
    const request = jest.fn(async (_req: UiRequest) => ({}));
    renderForm(<Form fields={signupFields} url="/api/account" />, {
      request,
      payment: adapter(async () => 'pm_unused'),
    });
    await userEvent.selectOptions(screen.getByLabelText(/Plan/), 'free');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]?.[0].body).toEqual({ email: 'ann@example.com', plan: 'free' });
  });

  it("shows the provider's message under the card when no token can be made", async () => {
    const request = jest.fn();
    renderForm(<Form fields={signupFields} url="/api/account" />, {
      request,
      payment: adapter(async () => {
        throw new Error('Your card number is incomplete.');
      }),
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('confirms a payment the bank must authorise, then resends with the payment intent', async () => {
    const request = jest
      .fn<Promise<UiResponse>, [UiRequest]>()
      .mockResolvedValueOnce({ requires_payment_action: true, client_secret: 'pi_1_secret_2' })
      .mockResolvedValueOnce({ data: { id: 'u1' } });
    const confirmPayment = jest.fn(async () => 'pi_1');
    const onSuccess = jest.fn();
    renderForm(<Form fields={signupFields} url="/api/account" onSuccess={onSuccess} />, {
      request,
      payment: adapter(async () => 'pm_card', confirmPayment),
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ data: { id: 'u1' } }, expect.anything()),
    );
    expect(confirmPayment).toHaveBeenCalledWith('pi_1_secret_2');
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]?.[0]).toEqual({
      method: 'POST',
      url: '/api/account',
      multipart: false,
      body: { email: 'ann@example.com', plan: 'pro', token: 'pm_card', payment_intent: 'pi_1' },
    });
  });

  it('says why it cannot go on when the bank must authorise and no card provider is plugged in', async () => {
    const request = jest.fn(async () => ({ requires_payment_action: true, client_secret: 's' }));
    const onError = jest.fn();
    renderForm(<Form fields={signupFields} url="/api/account" />, { request, onError });
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CANNOT_CONFIRM)).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it("shows the provider's message when the confirmation fails", async () => {
    const request = jest.fn(async () => ({ requires_payment_action: true, client_secret: 's' }));
    const confirmPayment = jest.fn(async () => {
      throw new Error('Your card was declined.');
    });
    renderForm(<Form fields={signupFields} url="/api/account" />, {
      request,
      payment: adapter(async () => 'pm_card', confirmPayment),
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
