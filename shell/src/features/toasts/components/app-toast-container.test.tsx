import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@hackmate/shared/toast';
import { AppToastContainer } from './app-toast-container';

describe('the app toast container', () => {
  it('is not there until something toasts, then shows that toast', async () => {
    const { container } = render(<AppToastContainer />);
    expect(container.querySelector('.Toastify')).toBeNull();
    toast.success('Profile updated successfully');
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
