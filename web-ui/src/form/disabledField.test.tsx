/** A field drawn but not editable (`disabled`), e.g. a birth time its owner does not know. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../context';
import { Form } from './Form';

it('disables only the field that says so, and still sends its value', async () => {
  const sent: Record<string, unknown>[] = [];
  render(
    <UiProvider value={{}}>
      <Form
        fields={{
          birth_time: { type: 'time', label: 'Time of Birth', value: '00:00', disabled: true },
          name: { type: 'text', label: 'Name', value: 'Ann' },
        }}
        onSubmit={(body) => {
          sent.push(body);
        }}
      />
    </UiProvider>,
  );
  expect(screen.getByLabelText('Time of Birth')).toBeDisabled();
  expect(screen.getByLabelText('Name')).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(sent).toEqual([{ birth_time: '00:00', name: 'Ann' }]);
});
