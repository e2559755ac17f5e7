// Stripe is optional: only a real publishable key turns it on; anything else keeps cards on the local provider.
import { stripePublishableKey } from './stripe';

it('reads a publishable key and ignores secrets and junk', () => {
  expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: ' pk_test_abc123 ' })).toBe('pk_test_abc123');
  expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_abc123' })).toBe('');
  expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: '' })).toBe('');
  expect(stripePublishableKey({})).toBe('');
  expect(stripePublishableKey(undefined)).toBe('');
});
