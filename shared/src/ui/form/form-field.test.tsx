import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldError, FormAlert, FormField, type FormFieldProps } from './form-field';

type TextFieldProps = Omit<Extract<FormFieldProps, { value: string }>, 'value' | 'onChange'>;

/** A text field holding what is typed, as a form would. */
function Typed(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <FormField {...props} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('FormField', () => {
  it('is a text input named by its label that hands on what is typed', async () => {
    render(<Typed label="Email" type="email" autoComplete="email" name="emailId" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'emailId');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the id it is given, and marks a required field for the eye and for screen readers', () => {
    render(<Typed id="auth-password" label="Password" type="password" required />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('id', 'auth-password');
    expect(input).toHaveAttribute('aria-required', 'true');
    // The star is drawn but not part of the name.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleName('Password');
  });

  it('ties its hint and its error to the control, and reads the error out as it appears', () => {
    render(<Typed label="New password" type="password" hint="At least 8 characters." error="Too short." />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Too short.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short.');
  });

  it('leaves the error to be read with the field when told not to announce it', () => {
    render(<Typed label="Password" type="password" error="Wrong password." announce={false} />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Wrong password.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives any other control its ids, and passes on how its text input is typed and focused', () => {
    render(
      <>
        <FormField label="Time zone" error="Please choose a time zone from the list." hint="Where you work from.">
          {(control) => (
            <select {...control}>
              <option>Europe/Berlin</option>
            </select>
          )}
        </FormField>
        <FormField label="Your username" value="" onChange={() => {}} verbatim autoFocusInDialog />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you work from. Please choose a time zone from the list.');
    const username = screen.getByRole('textbox', { name: 'Your username' });
    expect(username).toHaveAttribute('data-autofocus', 'true');
    // Typed as meant: a phone neither capitalises nor corrects it.
    expect(username).toHaveAttribute('autocapitalize', 'none');
    expect(username).toHaveAttribute('spellcheck', 'false');
  });
});

describe('FieldError and FormAlert', () => {
  it('announce a group’s error and a refusal of the whole form', () => {
    render(
      <>
        <FieldError id="roles-error">Choose at least one role.</FieldError>
        <FormAlert>This hackathon is already listed.</FormAlert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Choose at least one role.', 'This hackathon is already listed.']);
    expect(screen.getByText('Choose at least one role.')).toHaveAttribute('id', 'roles-error');
  });
});
