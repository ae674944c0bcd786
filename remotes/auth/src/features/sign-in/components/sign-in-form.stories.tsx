import type { Meta, StoryObj } from '@storybook/react';
import { SignInForm } from './sign-in-form';

const noop = () => {};

const meta = {
  title: 'auth/SignInForm',
  component: SignInForm,
  args: {
    mode: 'signin',
    values: { fullName: '', userName: '', emailId: '', password: '' },
    onChange: noop,
    onSubmit: () => true,
    onGoogle: noop,
    busy: null,
    googleConfigured: true,
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const SignUp: Story = {
  args: { mode: 'signup', values: { fullName: 'Ada Lovelace', userName: 'ada', emailId: 'ada@example.com', password: '' } },
};

/** Refused before sending: each message beside its field, read out with it. */
export const SignUpFieldErrors: Story = {
  args: {
    mode: 'signup',
    values: { fullName: '', userName: 'Ada Lovelace', emailId: 'ada@example.com', password: '' },
    errors: { fullName: 'Full name is required', userName: "Username should consist of lowercase characters, numbers & ('.' , '_') only", password: 'Password is required' },
  },
};

/** A refusal about the whole form, above it. */
export const FormError: Story = { args: { errors: { form: 'Invalid Credentials, please try again' } } };

export const Submitting: Story = {
  args: { busy: 'form', values: { fullName: '', userName: '', emailId: 'ada@example.com', password: 'Engine#1843' } },
};

export const GoogleInProgress: Story = { args: { busy: 'google' } };

export const GoogleNotConfigured: Story = { args: { googleConfigured: false } };
