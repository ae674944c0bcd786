import type { Meta, StoryObj } from '@storybook/react';
import { FormAlert, FormField } from './form-field';

const meta = { title: 'shared/Form field', component: FormField } satisfies Meta<typeof FormField>;

export default meta;
// The field's props are a text input's or a control's: each story draws its own.
type Story = StoryObj<Meta>;
const ignore = () => {};

export const Text: Story = { render: () => <FormField label="Email" type="email" autoComplete="email" value="ada@example.com" onChange={ignore} /> };

/** The auth cards: every field required, marked with a star. */
export const Required: Story = {
  render: () => <FormField id="auth-password" label="Password" type="password" autoComplete="current-password" required value="" onChange={ignore} />,
};

export const WithHintAndError: Story = {
  render: () => (
    <FormField
      label="New password"
      type="password"
      autoComplete="new-password"
      value="short"
      onChange={ignore}
      hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and a symbol."
      error="Enter strong password (Use Uppercase, Special characters & numbers)"
    />
  ),
};

/** Another control drawn with the field's ids, above the form's own refusal. */
export const SelectAndFormAlert: Story = {
  render: () => (
    <form aria-label="Find people">
      <FormField label="Role they bring" error="Please choose a role from the list.">
        {(control) => (
          <select {...control} className="hm-input" defaultValue="">
            <option value="">Any role</option>
            <option value="design">Designer</option>
          </select>
        )}
      </FormField>
      <FormAlert>This hackathon is already listed.</FormAlert>
    </form>
  ),
};
